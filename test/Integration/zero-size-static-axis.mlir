// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// The user's --one-shot-bufferize="bufferize-function-boundaries" before
// split-runner (split ops become memref.subview views of their input, with
// the run-time checks of their rules): the same output.
// RUN: split-opt %s --one-shot-bufferize="bufferize-function-boundaries" | split-runner -e main --entry-point-result=void | FileCheck %s

// A statically empty axis split by sizes known only at run time (the ONNX
// backend test node/test_split_zero_size_splits): the lowering must not build
// tensor.extract_slice at a static offset into the empty dimension, which
// MLIR's verifier rejects ("offset 0 is out-of-bounds: 0 >= 0").

func.func private @printMemrefI64(tensor<*xi64>)

func.func @split(%x: tensor<0x2xf32>, %s: tensor<3xi64>)
    -> (tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>) {
  %a:3 = split.split_v13 %x, %s : tensor<0x2xf32>, tensor<3xi64>
      -> tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>
  return %a#0, %a#1, %a#2 : tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>
}

func.func @main() {
  %x = tensor.empty() : tensor<0x2xf32>
  %s = arith.constant dense<0> : tensor<3xi64>
  %a:3 = call @split(%x, %s) : (tensor<0x2xf32>, tensor<3xi64>)
      -> (tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = tensor.dim %a#0, %c0 : tensor<?x2xf32>
  %r1 = tensor.dim %a#1, %c0 : tensor<?x2xf32>
  %r2 = tensor.dim %a#2, %c0 : tensor<?x2xf32>
  %c2 = tensor.dim %a#2, %c1 : tensor<?x2xf32>
  %shape = tensor.from_elements %r0, %r1, %r2, %c2 : tensor<4xindex>
  %shape64 = arith.index_cast %shape : tensor<4xindex> to tensor<4xi64>
  %u = tensor.cast %shape64 : tensor<4xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

// CHECK: [0,  0,  0,  2]
