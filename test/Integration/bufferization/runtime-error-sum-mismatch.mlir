// RUN: sh -c 'split-opt %S/../runtime-errors/sum-mismatch.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/sum-mismatch.mlir --check-prefix=V13
// RUN: sh -c 'split-opt %S/../runtime-errors/sum-mismatch.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/sum-mismatch.mlir --check-prefix=V18
// RUN: sh -c 'split-opt %S/../runtime-errors/sum-mismatch.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v11 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/sum-mismatch.mlir --check-prefix=V11
// RUN: sh -c 'split-opt %S/../runtime-errors/sum-mismatch.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/sum-mismatch.mlir --check-prefix=V2
// RUN: sh -c 'split-opt %S/../runtime-errors/sum-mismatch.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v1_attr --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/sum-mismatch.mlir --check-prefix=V1A
// RUN: sh -c 'split-opt %S/../runtime-errors/sum-mismatch.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v1_operand --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/sum-mismatch.mlir --check-prefix=V1O

// The program of the integration test named in the RUN lines, bufferized by
// the user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): it must print, and fail with, exactly
// what its own CHECK lines expect of the plain run.
