package memsys

// TexKind is what a texture-pipeline instruction does to memory.
type TexKind uint8

const (
	TexFetch  TexKind = iota // tex, tld4 on a CUDA array: quads of lanes, block-linear sectors
	TexLinear                // tex on linear or pitched memory: groups of 8 lanes, the memory's own sectors
	SurfLoad                 // suld
	SurfStore                // sust
	SurfRed                  // sured
)

var texKindNames = [...]string{"tex", "tex.linear", "suld", "sust", "sured"}

func (k TexKind) String() string {
	if int(k) < len(texKindNames) {
		return texKindNames[k]
	}
	return "texkind?"
}

// TexSectorBytes is the size of a sector.
const TexSectorBytes = 32

// TexSector is one 32-byte sector a lane's texels (or surface element) lie
// in. CUDA arrays are tiled on the GPU (block linear: a sector is 16 bytes
// wide and 2 rows high, measured: timing_tex, timing_surf); ptxsim keeps
// them row-major in device memory, so the sector's address here is where
// the tiled layout would put it, in a window of its own above the device
// memory (texture.Array.SectorOf). Linear and pitched memory keep their
// addresses.
type TexSector struct {
	Addr uint64 // the sector's address, 32-byte aligned: what the caches see
	// X and Y place the sector in its level and slice (columns of 16 bytes
	// and pairs of rows; linear memory: Addr/32 and 0), Plane names the
	// level and slice: the texture data path returns a 2x2 block of
	// sectors of one plane per wavefront.
	X, Y  int32
	Plane uint64
}

// TexAccess is one warp-level texture or surface instruction as the
// texture pipeline sees it: per executing lane, the sectors its texels lie
// in (a bilinear fetch touches up to 4 texels, a trilinear one 8 or 16;
// border texels touch none). The engine fills it while it executes the
// instruction (sm.Warp.TexAccess); like Access it holds no cycles and is
// reused.
type TexAccess struct {
	Kind TexKind
	Mask uint32 // executing lanes
	// Span[l] delimits lane l's sectors in Sectors, in the order its
	// texels were read (duplicates possible); empty for lanes that read
	// nothing.
	Span    [32][2]int32
	Sectors []TexSector
	// Handle is the texture or surface object the first executing lane
	// used: the descriptor the texture unit fetches (and caches per SM).
	Handle uint64
}

// LaneSectors returns lane l's sectors.
func (a *TexAccess) LaneSectors(l int) []TexSector { return a.Sectors[a.Span[l][0]:a.Span[l][1]] }

// Reset empties the access for an instruction of kind k.
func (a *TexAccess) Reset(k TexKind) {
	a.Kind, a.Mask, a.Handle = k, 0, 0
	a.Span = [32][2]int32{}
	a.Sectors = a.Sectors[:0]
}
