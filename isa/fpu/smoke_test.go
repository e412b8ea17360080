package fpu

import (
	"math"
	"testing"
)

func TestSmokeRN(t *testing.T) {
	if got := Add32(1, 2, RN); got != 3 {
		t.Errorf("Add32 = %v", got)
	}
	if got := Fma32(2, 3, 1, RN); got != 7 {
		t.Errorf("Fma32 = %v", got)
	}
	if got := Div32(1, 3, RZ); got != math.Nextafter32(float32(1)/3, 0) && got != float32(1)/3 {
		t.Errorf("Div32 RZ = %v", got)
	}
	if got := F32ToF16(1, RN); got != 0x3c00 {
		t.Errorf("F32ToF16 = %#x", got)
	}
	if got := F16ToF32(0x3c00); got != 1 {
		t.Errorf("F16ToF32 = %v", got)
	}
	if got := FloatToInt(-3.5, RN, 32, true); int32(got) != -4 {
		t.Errorf("FloatToInt = %d", int64(got))
	}
}
