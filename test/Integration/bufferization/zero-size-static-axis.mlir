// RUN: split-opt %S/../zero-size-static-axis.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %S/../zero-size-static-axis.mlir

// The program of the integration test named in the RUN lines, bufferized by
// the user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): it must print, and fail with, exactly
// what its own CHECK lines expect of the plain run.
