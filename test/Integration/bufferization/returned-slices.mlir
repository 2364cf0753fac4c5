// RUN: split-opt %S/../returned-slices.mlir --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %S/../returned-slices.mlir

// The program of the integration test named in the RUN line, bufferized by
// the user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner: the split results that a function returns are views of its
// input, and the linalg.fill that writes the input after the split must not
// change them (the analysis sees that the views alias the input). Also
// --convert-elementwise-to-linalg first: the program holds arith ops on
// tensors, which upstream one-shot-bufferize does not bufferize.
