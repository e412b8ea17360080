// Package report writes ptxsim's HTML reports: one self-contained page
// (inline CSS, a little inline JavaScript, SVG charts drawn here; nothing
// fetched from the network) per run.
//
// In: a profile (ptxsim.ProfileReport, with its source-level profile and
// timeline when recorded), a validation (fidelity.ValidationReport) or a
// sweep table (ptxsim.SweepTable). Out: the page, through Profile,
// Validation or Sweep. `ptxsim profile|validate|sweep --report FILE.html`
// use it. The pages are tested in headless Chromium (chromium_test.go):
// they must load without a console message and run their script.
package report
