package timing

// WritePolicy is what an SM's L1 does with a global store. The Hierarchy
// calls Store once per line of a store request, after the L1 stage
// accepted it, and afterwards sends to the L2 the sectors Store says go
// through now and any dirty victim it evicted (a victim's dirty sectors
// are written back whatever the policy: under write-through there are
// none).
type WritePolicy interface {
	Store(l1 *Cache, line uint64, sectors uint8) (through uint8, ev Victim)
}

// WritePolicyFactory makes the policy of one L1 from the device model.
type WritePolicyFactory func(spec *TimingSpec) WritePolicy

var writePolicies = NewRegistry[WritePolicyFactory]("l1.write_policy", "write_through")

// RegisterWritePolicy adds an L1 write policy selectable by name in
// l1.write_policy.
func RegisterWritePolicy(name string, f WritePolicyFactory) { writePolicies.Register(name, f) }

// WritePolicyNames lists the registered L1 write policies.
func WritePolicyNames() []string { return writePolicies.Names() }
