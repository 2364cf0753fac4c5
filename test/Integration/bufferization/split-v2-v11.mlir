// RUN: split-opt %S/../split-v2-v11.mlir --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %S/../split-v2-v11.mlir
