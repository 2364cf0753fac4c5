// RUN: split-opt %S/../split-v13.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %S/../split-v13.mlir
