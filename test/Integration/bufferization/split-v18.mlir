// RUN: split-opt %S/../split-v18.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %S/../split-v18.mlir
