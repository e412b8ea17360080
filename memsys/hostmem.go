package memsys

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
)

// HostBudget bounds the host memory a simulated device may use for what
// grows with the program rather than with the device model: materialized
// device memory and the per-warp state of a launch. Charges are atomic, so
// goroutines running different blocks may charge one budget at once.
type HostBudget struct {
	limit atomic.Uint64
	used  atomic.Uint64
}

// NewHostBudget returns a budget of limit bytes (0: DefaultHostMemory()).
func NewHostBudget(limit uint64) *HostBudget {
	b := new(HostBudget)
	b.SetLimit(limit)
	return b
}

// SetLimit changes the limit (0: DefaultHostMemory()). Bytes already in
// use stay in use; later charges see the new limit.
func (b *HostBudget) SetLimit(limit uint64) {
	if limit == 0 {
		limit = DefaultHostMemory()
	}
	b.limit.Store(limit)
}

// Limit is the budget in bytes.
func (b *HostBudget) Limit() uint64 { return b.limit.Load() }

// Used is the number of bytes charged now.
func (b *HostBudget) Used() uint64 { return b.used.Load() }

// Charge takes n bytes from the budget; false (and nothing taken) if that
// would exceed the limit.
func (b *HostBudget) Charge(n uint64) bool {
	for {
		u := b.used.Load()
		if n > b.limit.Load()-min(u, b.limit.Load()) {
			return false
		}
		if b.used.CompareAndSwap(u, u+n) {
			return true
		}
	}
}

// Release returns n bytes to the budget.
func (b *HostBudget) Release(n uint64) {
	if n != 0 {
		b.used.Add(-n)
	}
}

// ChargeFor is Charge returning a *HostMemoryError that says what needed
// the bytes; what is called only then, so callers format nothing when the
// budget holds.
func (b *HostBudget) ChargeFor(n uint64, what func() string) error {
	if b.Charge(n) {
		return nil
	}
	return &HostMemoryError{What: what(), Need: n, Used: b.Used(), Limit: b.Limit()}
}

// HostMemoryError is a simulation stopped by its host-memory budget.
type HostMemoryError struct {
	What              string // what needed the memory: "writing to the 100000000000-byte allocation at 0x..."
	Need, Used, Limit uint64
}

func (e *HostMemoryError) Error() string { return "host memory budget exceeded: " + e.Detail() }

// Detail is the message without its "host memory budget exceeded" prefix,
// for faults whose kind says that already.
func (e *HostMemoryError) Detail() string {
	return fmt.Sprintf("%s needs %s more with %s of the %s budget in use (raise it with --host-memory or Device.SetHostMemoryLimit)",
		e.What, FormatBytes(e.Need), FormatBytes(e.Used), FormatBytes(e.Limit))
}

// Is makes errors.Is(err, ErrHostMemory) true.
func (e *HostMemoryError) Is(target error) bool { return target == ErrHostMemory }

// DefaultHostMemory is the host-memory budget when none is set: half of
// the memory the process may use (the machine's RAM, or the cgroup limit
// when it is lower), or 8 GiB where neither can be read.
func DefaultHostMemory() uint64 {
	total := physicalMemory()
	if total == 0 {
		return 8 << 30
	}
	return total / 2
}

// physicalMemory is the memory available to this process: MemTotal from
// /proc/meminfo, lowered by a cgroup (v2 or v1) memory limit; 0 if
// unknown.
func physicalMemory() uint64 {
	var total uint64
	if f, err := os.Open("/proc/meminfo"); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			fs := strings.Fields(sc.Text())
			if len(fs) >= 2 && fs[0] == "MemTotal:" {
				if kb, err := strconv.ParseUint(fs[1], 10, 64); err == nil {
					total = kb << 10
				}
				break
			}
		}
		f.Close()
	}
	for _, p := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		b, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		if v, err := strconv.ParseUint(strings.TrimSpace(string(b)), 10, 64); err == nil && v > 0 && (total == 0 || v < total) {
			total = v
		}
	}
	return total
}

// FormatBytes writes a byte count for people: "512 B", "64 KiB", "12.5 GiB".
func FormatBytes(n uint64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := uint64(unit), 0
	for m := n / unit; m >= unit && exp < 5; m /= unit {
		div *= unit
		exp++
	}
	v := float64(n) / float64(div)
	suffix := "KMGTPE"[exp : exp+1]
	if v == float64(uint64(v)) {
		return fmt.Sprintf("%d %siB", uint64(v), suffix)
	}
	return fmt.Sprintf("%.1f %siB", v, suffix)
}

// ParseBytes reads a size as people write it: "1048576", "512M", "12GiB",
// "1.5g" (binary multiples: K, M, G, T with optional "i" and "B"), or
// "N%" of DefaultHostMemory's base (the memory available to the process).
func ParseBytes(s string) (uint64, error) {
	t := strings.TrimSpace(s)
	if v, err := strconv.ParseUint(t, 0, 64); err == nil {
		return v, nil
	}
	if p, ok := strings.CutSuffix(t, "%"); ok {
		f, err := strconv.ParseFloat(p, 64)
		total := physicalMemory()
		if err != nil || f <= 0 || f > 100 {
			return 0, fmt.Errorf("bad size %q: want a percentage in (0, 100]", s)
		}
		if total == 0 {
			return 0, fmt.Errorf("bad size %q: the machine's memory size is unknown here; give bytes", s)
		}
		return uint64(f / 100 * float64(total)), nil
	}
	u := strings.ToUpper(t)
	u = strings.TrimSuffix(u, "B")
	u = strings.TrimSuffix(u, "I")
	mult := uint64(1)
	if n := len(u); n > 0 {
		switch u[n-1] {
		case 'K':
			mult = 1 << 10
		case 'M':
			mult = 1 << 20
		case 'G':
			mult = 1 << 30
		case 'T':
			mult = 1 << 40
		}
		if mult != 1 {
			u = u[:n-1]
		}
	}
	u = strings.TrimSpace(u)
	if v, err := strconv.ParseUint(u, 0, 64); err == nil {
		if v > ^uint64(0)/mult {
			return 0, fmt.Errorf("bad size %q: too large", s)
		}
		return v * mult, nil
	}
	f, err := strconv.ParseFloat(u, 64)
	if err != nil || f < 0 || f*float64(mult) >= 1<<64 {
		return 0, fmt.Errorf("bad size %q: want bytes, optionally with K, M, G or T (KiB, MiB...), or N%%", s)
	}
	return uint64(f * float64(mult)), nil
}
