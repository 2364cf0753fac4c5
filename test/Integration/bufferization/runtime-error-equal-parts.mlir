// RUN: sh -c 'split-opt %S/../runtime-errors/equal-parts.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v1 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/equal-parts.mlir --check-prefix=V1
// RUN: sh -c 'split-opt %S/../runtime-errors/equal-parts.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v2 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/equal-parts.mlir --check-prefix=V2
// RUN: sh -c 'split-opt %S/../runtime-errors/equal-parts.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/equal-parts.mlir --check-prefix=V11
// RUN: sh -c 'split-opt %S/../runtime-errors/equal-parts.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v13 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/equal-parts.mlir --check-prefix=V13
// RUN: sh -c 'split-opt %S/../runtime-errors/equal-parts.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v18 --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/equal-parts.mlir --check-prefix=V18
// RUN: sh -c 'split-opt %S/../runtime-errors/equal-parts.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v13_empty --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/equal-parts.mlir --check-prefix=EMPTY
// RUN: sh -c 'split-opt %S/../runtime-errors/equal-parts.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main_v11_axis --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %S/../runtime-errors/equal-parts.mlir --check-prefix=AXIS

// The program of the integration test named in the RUN lines, bufferized by
// the user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): it must print, and fail with, exactly
// what its own CHECK lines expect of the plain run.
