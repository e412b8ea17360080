// dump runs a case and prints a buffer as words: dump CASEDIR BUF [u32|u64] [from] [n]
package main

import (
	"encoding/binary"
	"fmt"
	"os"
	"strconv"

	"github.com/ptxsim/ptxsim/benchmarks/fidelity"
)

func main() {
	c, err := fidelity.LoadCase(os.Args[1])
	if err != nil {
		panic(err)
	}
	out, err := c.Execute(fidelity.RunOptions{})
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	b := out.Buffers[os.Args[2]]
	w := 4
	if len(os.Args) > 3 && os.Args[3] == "u64" {
		w = 8
	}
	from, n := 0, len(b)/w
	if len(os.Args) > 4 {
		from, _ = strconv.Atoi(os.Args[4])
	}
	if len(os.Args) > 5 {
		n, _ = strconv.Atoi(os.Args[5])
	}
	for i := from; i < from+n && i*w < len(b); i++ {
		if w == 4 {
			fmt.Printf("%d: 0x%08x %d\n", i, binary.LittleEndian.Uint32(b[i*4:]), int32(binary.LittleEndian.Uint32(b[i*4:])))
		} else {
			fmt.Printf("%d: 0x%016x %d\n", i, binary.LittleEndian.Uint64(b[i*8:]), int64(binary.LittleEndian.Uint64(b[i*8:])))
		}
	}
}
