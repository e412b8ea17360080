package isa

import (
	"strings"
	"testing"

	"github.com/ptxsim/ptxsim/ptx"
)

// TestTexQueriesRefused: the H200's driver JIT loads no module that asks
// txq or suq for anything but the extents, nor suld.p (device rounds 1 and
// 2, benchmarks/hardware/textures/results*); Lower refuses them with the
// reason.
func TestTexQueriesRefused(t *testing.T) {
	head := ".version 7.8\n.target sm_90\n.address_size 64\n.global .texref tr;\n.global .samplerref sr;\n" +
		".visible .entry k(.param .u64 h)\n{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n\tld.param.u64 %rd1, [h];\n"
	for _, tc := range []struct{ inst, err string }{
		{"txq.width.b32 %r1, [%rd1];", ""},
		{"txq.depth.b32 %r1, [tr];", ""},
		{"txq.level.height.b32 %r1, [%rd1], %r2;", ""},
		{"suq.height.b32 %r1, [%rd1];", ""},
		{"txq.filter_mode.b32 %r1, [%rd1];", "txq.filter_mode is not supported on sm_90"},
		{"txq.normalized_coords.b32 %r1, [tr];", "txq.normalized_coords is not supported on sm_90"},
		{"txq.num_mipmap_levels.b32 %r1, [%rd1];", "txq.num_mipmap_levels is not supported"},
		{"txq.channel_order.b32 %r1, [%rd1];", "txq.channel_order is not supported"},
		{"txq.addr_mode_0.b32 %r1, [sr];", "txq on a .samplerref"},
		{"suq.channel_data_type.b32 %r1, [%rd1];", "suq.channel_data_type is not supported"},
		{"suq.memory_layout.b32 %r1, [%rd1];", "suq.memory_layout is not supported"},
		{"suld.p.2d.v4.b32.trap {%r0, %r1, %r2, %r3}, [%rd1, {%r1, %r2}];", "suld.p (formatted surface loads) is not supported"},
	} {
		m, err := ptx.Parse("k.ptx", []byte(head+"\t"+tc.inst+"\n\tret;\n}\n"))
		if err != nil {
			t.Errorf("%s: parse: %v", tc.inst, err)
			continue
		}
		_, err = Lower(m)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.inst, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: error %v, want one containing %q", tc.inst, err, tc.err)
		}
	}
}
