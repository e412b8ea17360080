package pipeline

import "github.com/ptxsim/ptxsim/memsys/timing"

// BlockDispatcher chooses the SMs on which the next blocks start. The
// model calls Pick whenever blocks wait and an SM may have room, once per
// cluster of k blocks (k is 1 without clusters): room[i] is how many more
// blocks SM i holds under the launch's occupancy; Pick appends to picks
// one SM index per block it places, taking one from room[i] for each (and
// changing no other entry: the model keeps room between calls and sets
// back only the picked SMs'), and returns picks. Fewer than k picks start nothing (the cluster waits for
// room). When force is set (a cooperative grid, resident whatever the
// limits), Pick must return k picks even where room is exhausted. One
// dispatcher serves a launch, so it may keep state. Pick must not allocate
// beyond picks' capacity.
type BlockDispatcher interface {
	Pick(room []int, k int, force bool, picks []int) []int
}

// BlockDispatcherFactory makes the dispatcher of one launch.
type BlockDispatcherFactory func(spec *timing.TimingSpec) BlockDispatcher

var blockDispatchers = timing.NewRegistry[BlockDispatcherFactory]("launch.dispatch", "round_robin")

// RegisterBlockDispatcher adds a block dispatcher selectable by name in
// launch.dispatch.
func RegisterBlockDispatcher(name string, f BlockDispatcherFactory) {
	blockDispatchers.Register(name, f)
}

// BlockDispatcherNames lists the registered block dispatchers.
func BlockDispatcherNames() []string { return blockDispatchers.Names() }
