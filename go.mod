module github.com/ptxsim/ptxsim

go 1.24

require (
	github.com/antlr4-go/antlr/v4 v4.13.1
	github.com/klauspost/compress v1.18.0
	github.com/parquet-go/parquet-go v0.25.1
	github.com/urfave/cli/v2 v2.27.7
	go.uber.org/zap v1.28.0
	sigs.k8s.io/yaml v1.6.0
)

require (
	github.com/andybalholm/brotli v1.1.0 // indirect
	github.com/cpuguy83/go-md2man/v2 v2.0.7 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/pierrec/lz4/v4 v4.1.21 // indirect
	github.com/russross/blackfriday/v2 v2.1.0 // indirect
	github.com/xrash/smetrics v0.0.0-20240521201337-686a1a2994c1 // indirect
	go.uber.org/multierr v1.10.0 // indirect
	go.yaml.in/yaml/v2 v2.4.2 // indirect
	golang.org/x/exp v0.0.0-20240506185415-9bf2ced13842 // indirect
	golang.org/x/sys v0.21.0 // indirect
)
