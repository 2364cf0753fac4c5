// RUN: split-opt %S/../split-v1.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %S/../split-v1.mlir
