package fidelity

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/ptxsim/ptxsim"
)

// ReadFile reads a file a case names (an init, expected or stdout file),
// resolved against the case's folder. A file may be stored gzipped as
// NAME.gz beside where NAME would be, which keeps large ground truth small
// in the repository (testdata/textures does this).
func (c *Case) ReadFile(name string) ([]byte, error) {
	return c.ReadFileMax(name, maxCaseFile)
}

// maxCaseFile bounds the files a case names when the case does not say
// how big they are.
const maxCaseFile = 1 << 30

// ReadFileMax is ReadFile for a file of at most max bytes (decompressed):
// a case naming /dev/zero, a FIFO or an oversized file gets an error, not a
// hang or an exhausted memory (ptxsim.ReadFileLimit).
func (c *Case) ReadFileMax(name string, max int64) ([]byte, error) {
	return readMaybeGz(c.Path(name), max)
}

// ReadModule reads the PTX module a case names; like the case's other
// files it may be stored gzipped beside where it would be (PATH.gz), which
// keeps the compiler suites' modules small (testdata/compilers).
func ReadModule(path string) ([]byte, error) {
	return readMaybeGz(path, maxModuleBytes)
}

// readMaybeGz reads p, or p.gz decompressed when p does not exist.
func readMaybeGz(p string, max int64) ([]byte, error) {
	data, err := ptxsim.ReadFileLimit(p, max)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return data, err
	}
	// Incompressible data grows a little in gzip.
	gz, gerr := ptxsim.ReadFileLimit(p+".gz", max+max/8+1<<16)
	if gerr != nil {
		return nil, err // report the file the case names
	}
	r, gerr := gzip.NewReader(bytes.NewReader(gz))
	if gerr != nil {
		return nil, gerr
	}
	data, err = io.ReadAll(io.LimitReader(r, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%s.gz decompresses to more than the %d bytes expected", p, max)
	}
	return data, nil
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
