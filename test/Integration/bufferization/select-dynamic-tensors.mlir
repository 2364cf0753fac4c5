// RUN: split-opt %S/../select-dynamic-tensors.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %S/../select-dynamic-tensors.mlir
