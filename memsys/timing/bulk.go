package timing

// BulkRead queues a read of the sectors of line for the SM's TMA engine
// (cp.async.bulk and cp.async.bulk.tensor from global memory): it leaves
// the SM at cycle t without an L1 lookup (the engine reads the L2
// directly) and joins ticket join (NoTicket: a new one), whose cycle after
// Serve is when the copy's last data is back; it returns the ticket. The
// L2 and DRAM count it as any other read (lts__t_sectors_srcunit_tex_op_read,
// dram__bytes_read: tma_gemm_big's TMA traffic appears there on the H200).
func (p *Port) BulkRead(t int64, line uint64, sectors uint8, join int32) int32 {
	tk := p.ticketOr(join)
	p.queue(t, line&^(LineBytes-1), sectors, reqRead, tk)
	p.settle(p.cur, tk, t)
	return tk
}

// BulkWrite queues a write of the sectors of line for the SM's TMA engine
// (bulk and tensor copies and reductions to global memory), leaving the SM
// at cycle t past the L1: the L2 takes it as any other store. Nothing waits
// for it (bulk async-groups complete at issue in the model).
func (p *Port) BulkWrite(t int64, line uint64, sectors uint8) {
	p.queue(t, line&^(LineBytes-1), sectors, reqWrite, NoTicket)
}
