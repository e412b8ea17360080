package ptx

import "strings"

// mnemonic is a dotted instruction name split into its opcode and
// modifiers. The split is cached per distinct spelling: a module repeats a
// few hundred spellings thousands of times, and instructions with the same
// spelling share the Mods and Types slices (consumers must not modify them).
type mnemonic struct {
	op    Opcode
	mods  []string
	types []Type
}

// maxOpcodeParts is the most dotted parts an opcode name has
// ("cp.async.bulk.prefetch.tensor").
const maxOpcodeParts = 5

// splitMnemonic takes the longest dotted prefix of name that is an opcode;
// the remaining parts are modifiers. It returns op == OpInvalid when no
// prefix names an opcode.
func splitMnemonic(name string) *mnemonic {
	parts := strings.Split(name, ".")
	m := &mnemonic{}
	n := len(parts)
	if n > maxOpcodeParts {
		n = maxOpcodeParts
	}
	for k := n; k >= 1; k-- {
		if op := LookupOpcode(strings.Join(parts[:k], ".")); op != OpInvalid {
			m.op = op
			if k < len(parts) {
				m.mods = parts[k:]
			}
			break
		}
	}
	if m.op == OpInvalid {
		return m
	}
	for _, s := range m.mods {
		if t := LookupType(s); t != TypeNone {
			m.types = append(m.types, t)
		}
	}
	return m
}
