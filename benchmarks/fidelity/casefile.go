package fidelity

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"io/fs"
	"os"
)

// ReadFile reads a file a case names (an init, expected or stdout file),
// resolved against the case's folder. A file may be stored gzipped as
// NAME.gz beside where NAME would be, which keeps large ground truth small
// in the repository (testdata/textures does this).
func (c *Case) ReadFile(name string) ([]byte, error) {
	p := c.Path(name)
	data, err := os.ReadFile(p)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return data, err
	}
	gz, gerr := os.ReadFile(p + ".gz")
	if gerr != nil {
		return nil, err // report the file the case names
	}
	r, gerr := gzip.NewReader(bytes.NewReader(gz))
	if gerr != nil {
		return nil, gerr
	}
	return io.ReadAll(r)
}

// HasFile reports whether the case's file name exists (plain or gzipped).
func (c *Case) HasFile(name string) bool {
	p := c.Path(name)
	if _, err := os.Stat(p); err == nil {
		return true
	}
	_, err := os.Stat(p + ".gz")
	return err == nil
}
