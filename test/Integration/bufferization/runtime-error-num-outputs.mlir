// RUN: sh -c 'split-opt %S/../runtime-errors/num-outputs.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/num-outputs.mlir --check-prefix=D5
// RUN: sh -c 'split-opt %S/../runtime-errors/num-outputs.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_d6 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/num-outputs.mlir --check-prefix=D6
// RUN: sh -c 'split-opt %S/../runtime-errors/num-outputs.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_d2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/num-outputs.mlir --check-prefix=D2
// RUN: sh -c 'split-opt %S/../runtime-errors/num-outputs.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_d0 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/num-outputs.mlir --check-prefix=D0

// The program of the integration test named in the RUN lines, bufferized by
// the user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): it must print, and fail with, exactly
// what its own CHECK lines expect of the plain run.
