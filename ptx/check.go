package ptx

// check runs the semantic checks that need resolved names.
func (w *walker) check() {}
