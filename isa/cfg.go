package isa

// computeIPDom sets Inst.IPDom of every branch in one function's code (pcs
// relative to base in the slice, absolute in the fields): the immediate
// post-dominator, where the threads that diverged at the branch meet again.
// It is the Cooper-Harvey-Kennedy dominator algorithm on the reversed CFG
// with a virtual exit node. A branch whose paths only meet at the exit gets
// IPDom -1: its threads never reconverge (they finish separately). Paths
// that end in trap are left out: they end the launch.
func computeIPDom(p *Program, code []Inst, base int32) {
	n := len(code)
	exit := n
	succ := make([][]int, n)
	for i := range code {
		in := &code[i]
		next := func() {
			if i+1 < n {
				succ[i] = append(succ[i], i+1)
			} else {
				succ[i] = append(succ[i], exit)
			}
		}
		switch in.Kind {
		case KBra:
			succ[i] = append(succ[i], int(in.Target-base))
			if in.Guard != NoSlot {
				next()
			}
		case KBrx:
			for _, t := range p.Tables[in.Aux] {
				succ[i] = append(succ[i], int(t-base))
			}
			if in.Guard != NoSlot {
				next()
			}
		case KTrap:
			// A trap ends the launch: its path never meets the others, so
			// it takes no part in where they reconverge (a bounded spin
			// ending in trap must not push the reconvergence point of the
			// branch around it to the function's exit).
			if in.Guard != NoSlot {
				next()
			}
		case KExit, KRet:
			if in.Guard != NoSlot && in.Kind != KRet {
				next()
			}
			succ[i] = append(succ[i], exit)
		default:
			next()
		}
	}
	preds := make([][]int, n+1)
	for i, ss := range succ {
		for _, s := range ss {
			preds[s] = append(preds[s], i)
		}
	}
	// Postorder of the reversed graph from exit (iterative DFS).
	po := make([]int, n+1)
	for i := range po {
		po[i] = -1
	}
	var order []int
	type frame struct{ node, next int }
	visited := make([]bool, n+1)
	stack := []frame{{exit, 0}}
	visited[exit] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(preds[top.node]) {
			c := preds[top.node][top.next]
			top.next++
			if !visited[c] {
				visited[c] = true
				stack = append(stack, frame{c, 0})
			}
			continue
		}
		po[top.node] = len(order)
		order = append(order, top.node)
		stack = stack[:len(stack)-1]
	}
	idom := make([]int, n+1)
	for i := range idom {
		idom[i] = -1
	}
	idom[exit] = exit
	intersect := func(a, b int) int {
		for a != b {
			for po[a] < po[b] {
				a = idom[a]
			}
			for po[b] < po[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for k := len(order) - 1; k >= 0; k-- {
			b := order[k]
			if b == exit {
				continue
			}
			nd := -1
			for _, s := range succ[b] {
				if idom[s] == -1 {
					continue
				}
				if nd == -1 {
					nd = s
				} else {
					nd = intersect(s, nd)
				}
			}
			if nd != idom[b] {
				idom[b] = nd
				changed = true
			}
		}
	}
	for i := range code {
		in := &code[i]
		in.IPDom = -1
		if in.Kind == KBra || in.Kind == KBrx {
			if d := idom[i]; d >= 0 && d != exit {
				in.IPDom = base + int32(d)
			}
		}
	}
}
