// RUN: split-opt %S/../zero-size-static-axis.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %S/../zero-size-static-axis.mlir
