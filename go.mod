module github.com/ptxsim/ptxsim

go 1.24

require (
	github.com/antlr4-go/antlr/v4 v4.13.1
	github.com/klauspost/compress v1.18.0
	github.com/urfave/cli/v2 v2.27.7
	go.uber.org/zap v1.28.0
)

require (
	github.com/cpuguy83/go-md2man/v2 v2.0.7 // indirect
	github.com/russross/blackfriday/v2 v2.1.0 // indirect
	github.com/xrash/smetrics v0.0.0-20240521201337-686a1a2994c1 // indirect
	go.uber.org/multierr v1.10.0 // indirect
	golang.org/x/exp v0.0.0-20240506185415-9bf2ced13842 // indirect
)
