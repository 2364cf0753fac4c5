// RUN: split-opt %S/../sequence-dynamic.mlir --convert-split-to-tensor --convert-elementwise-to-linalg --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %S/../sequence-dynamic.mlir

// Sequences bufferize after --convert-split-to-tensor (which the error of
// the split ops' bufferization names): the program prints what it prints
// without one-shot-bufferize.
