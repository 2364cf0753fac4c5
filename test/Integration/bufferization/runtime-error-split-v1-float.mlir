// RUN: sh -c 'split-opt %S/../runtime-errors/split-v1-float.mlir --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/split-v1-float.mlir --check-prefix=FRAC
// RUN: sh -c 'split-opt %S/../runtime-errors/split-v1-float.mlir --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_negative --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/split-v1-float.mlir --check-prefix=NEG
// RUN: sh -c 'split-opt %S/../runtime-errors/split-v1-float.mlir --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_nan --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/split-v1-float.mlir --check-prefix=NAN
// RUN: sh -c 'split-opt %S/../runtime-errors/split-v1-float.mlir --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_inf --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/split-v1-float.mlir --check-prefix=INF
// RUN: sh -c 'split-opt %S/../runtime-errors/split-v1-float.mlir --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_f16 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/split-v1-float.mlir --check-prefix=F16

// The program of the integration test named in the RUN lines, bufferized by
// the user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): it must print, and fail with, exactly
// what its own CHECK lines expect of the plain run.

// Also --convert-elementwise-to-linalg first: the program holds arith ops on
// tensors, which upstream one-shot-bufferize does not bufferize.
