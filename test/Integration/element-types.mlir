// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s

// Every element type family: f32, f64, f16, bf16, i1, i8, i16, i32, i64,
// ui8, ui16, ui32, ui64, complex<f32>, complex<f64>. For each type, a 2x3
// tensor with extreme values is split statically (Split-13, constant split
// [1, 2] on axis 1), dynamically (Split-13 in a function on tensor<?x?xT>
// with a run-time split [2, 1] on axis -1; Split-18 num_outputs = 2 on
// axis 0), and into a SplitToSequence-24 whose last element is read back.
// Printing: i1 and i8 are widened to i32; ui8/ui16 are reinterpreted as
// signless and zero-extended to i32, ui32 to i64; ui64 is reinterpreted as
// i64 (printed signed: 2^64-1 -> -1, 2^63 -> -2^63). The widening uses
// tensor.generate with scalar ops (neither elementwise arith on tensors nor
// tensor.bitcast bufferize); unsigned scalars are reinterpreted with
// builtin.unrealized_conversion_cast, which the LLVM lowering reconciles.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefF64(tensor<*xf64>)
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefI64(tensor<*xi64>)
func.func private @printMemrefC32(tensor<*xcomplex<f32>>)
func.func private @printMemrefC64(tensor<*xcomplex<f64>>)
func.func private @printMemrefF16(tensor<*xf16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefBF16(tensor<*xbf16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI16(tensor<*xi16>) attributes { llvm.emit_c_interface }

func.func @show_f32(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @v13_f32(%x: tensor<?x?xf32>, %s: tensor<?xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xf32>, tensor<?xi64> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %a#1 : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @v18_f32(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xf32> -> tensor<?x?xf32>, tensor<?x?xf32>
  return %a#0, %a#1 : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @seq_f32(%x: tensor<?x?xf32>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xf32> -> !split.seq<tensor<?x?xf32>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xf32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xf32>>, tensor<i64> -> tensor<?x?xf32>
  return %n, %e : tensor<i64>, tensor<?x?xf32>
}

func.func @show_f64(%t: tensor<?x?xf64>) {
  %u = tensor.cast %t : tensor<?x?xf64> to tensor<*xf64>
  call @printMemrefF64(%u) : (tensor<*xf64>) -> ()
  return
}

func.func @v13_f64(%x: tensor<?x?xf64>, %s: tensor<?xi64>) -> (tensor<?x?xf64>, tensor<?x?xf64>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xf64>, tensor<?xi64> -> tensor<?x?xf64>, tensor<?x?xf64>
  return %a#0, %a#1 : tensor<?x?xf64>, tensor<?x?xf64>
}

func.func @v18_f64(%x: tensor<?x?xf64>) -> (tensor<?x?xf64>, tensor<?x?xf64>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xf64> -> tensor<?x?xf64>, tensor<?x?xf64>
  return %a#0, %a#1 : tensor<?x?xf64>, tensor<?x?xf64>
}

func.func @seq_f64(%x: tensor<?x?xf64>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xf64>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xf64> -> !split.seq<tensor<?x?xf64>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xf64>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xf64>>, tensor<i64> -> tensor<?x?xf64>
  return %n, %e : tensor<i64>, tensor<?x?xf64>
}

func.func @show_f16(%t: tensor<?x?xf16>) {
  %u = tensor.cast %t : tensor<?x?xf16> to tensor<*xf16>
  call @printMemrefF16(%u) : (tensor<*xf16>) -> ()
  return
}

func.func @v13_f16(%x: tensor<?x?xf16>, %s: tensor<?xi64>) -> (tensor<?x?xf16>, tensor<?x?xf16>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xf16>, tensor<?xi64> -> tensor<?x?xf16>, tensor<?x?xf16>
  return %a#0, %a#1 : tensor<?x?xf16>, tensor<?x?xf16>
}

func.func @v18_f16(%x: tensor<?x?xf16>) -> (tensor<?x?xf16>, tensor<?x?xf16>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xf16> -> tensor<?x?xf16>, tensor<?x?xf16>
  return %a#0, %a#1 : tensor<?x?xf16>, tensor<?x?xf16>
}

func.func @seq_f16(%x: tensor<?x?xf16>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xf16>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xf16> -> !split.seq<tensor<?x?xf16>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xf16>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xf16>>, tensor<i64> -> tensor<?x?xf16>
  return %n, %e : tensor<i64>, tensor<?x?xf16>
}

func.func @show_bf16(%t: tensor<?x?xbf16>) {
  %u = tensor.cast %t : tensor<?x?xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%u) : (tensor<*xbf16>) -> ()
  return
}

func.func @v13_bf16(%x: tensor<?x?xbf16>, %s: tensor<?xi64>) -> (tensor<?x?xbf16>, tensor<?x?xbf16>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xbf16>, tensor<?xi64> -> tensor<?x?xbf16>, tensor<?x?xbf16>
  return %a#0, %a#1 : tensor<?x?xbf16>, tensor<?x?xbf16>
}

func.func @v18_bf16(%x: tensor<?x?xbf16>) -> (tensor<?x?xbf16>, tensor<?x?xbf16>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xbf16> -> tensor<?x?xbf16>, tensor<?x?xbf16>
  return %a#0, %a#1 : tensor<?x?xbf16>, tensor<?x?xbf16>
}

func.func @seq_bf16(%x: tensor<?x?xbf16>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xbf16>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xbf16> -> !split.seq<tensor<?x?xbf16>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xbf16>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xbf16>>, tensor<i64> -> tensor<?x?xbf16>
  return %n, %e : tensor<i64>, tensor<?x?xbf16>
}

func.func @show_i1(%t: tensor<?x?xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xi1>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xi1>
  %g = tensor.generate %d0, %d1 {
  ^bb0(%i: index, %j: index):
    %e = tensor.extract %t[%i, %j] : tensor<?x?xi1>
    %z = arith.extui %e : i1 to i32
    tensor.yield %z : i32
  } : tensor<?x?xi32>
  %u = tensor.cast %g : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @v13_i1(%x: tensor<?x?xi1>, %s: tensor<?xi64>) -> (tensor<?x?xi1>, tensor<?x?xi1>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xi1>, tensor<?xi64> -> tensor<?x?xi1>, tensor<?x?xi1>
  return %a#0, %a#1 : tensor<?x?xi1>, tensor<?x?xi1>
}

func.func @v18_i1(%x: tensor<?x?xi1>) -> (tensor<?x?xi1>, tensor<?x?xi1>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xi1> -> tensor<?x?xi1>, tensor<?x?xi1>
  return %a#0, %a#1 : tensor<?x?xi1>, tensor<?x?xi1>
}

func.func @seq_i1(%x: tensor<?x?xi1>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xi1>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xi1> -> !split.seq<tensor<?x?xi1>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xi1>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xi1>>, tensor<i64> -> tensor<?x?xi1>
  return %n, %e : tensor<i64>, tensor<?x?xi1>
}

func.func @show_i8(%t: tensor<?x?xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xi8>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xi8>
  %g = tensor.generate %d0, %d1 {
  ^bb0(%i: index, %j: index):
    %e = tensor.extract %t[%i, %j] : tensor<?x?xi8>
    %z = arith.extsi %e : i8 to i32
    tensor.yield %z : i32
  } : tensor<?x?xi32>
  %u = tensor.cast %g : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @v13_i8(%x: tensor<?x?xi8>, %s: tensor<?xi64>) -> (tensor<?x?xi8>, tensor<?x?xi8>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xi8>, tensor<?xi64> -> tensor<?x?xi8>, tensor<?x?xi8>
  return %a#0, %a#1 : tensor<?x?xi8>, tensor<?x?xi8>
}

func.func @v18_i8(%x: tensor<?x?xi8>) -> (tensor<?x?xi8>, tensor<?x?xi8>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xi8> -> tensor<?x?xi8>, tensor<?x?xi8>
  return %a#0, %a#1 : tensor<?x?xi8>, tensor<?x?xi8>
}

func.func @seq_i8(%x: tensor<?x?xi8>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xi8>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xi8> -> !split.seq<tensor<?x?xi8>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xi8>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xi8>>, tensor<i64> -> tensor<?x?xi8>
  return %n, %e : tensor<i64>, tensor<?x?xi8>
}

func.func @show_i16(%t: tensor<?x?xi16>) {
  %u = tensor.cast %t : tensor<?x?xi16> to tensor<*xi16>
  call @printMemrefI16(%u) : (tensor<*xi16>) -> ()
  return
}

func.func @v13_i16(%x: tensor<?x?xi16>, %s: tensor<?xi64>) -> (tensor<?x?xi16>, tensor<?x?xi16>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xi16>, tensor<?xi64> -> tensor<?x?xi16>, tensor<?x?xi16>
  return %a#0, %a#1 : tensor<?x?xi16>, tensor<?x?xi16>
}

func.func @v18_i16(%x: tensor<?x?xi16>) -> (tensor<?x?xi16>, tensor<?x?xi16>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xi16> -> tensor<?x?xi16>, tensor<?x?xi16>
  return %a#0, %a#1 : tensor<?x?xi16>, tensor<?x?xi16>
}

func.func @seq_i16(%x: tensor<?x?xi16>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xi16>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xi16> -> !split.seq<tensor<?x?xi16>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xi16>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xi16>>, tensor<i64> -> tensor<?x?xi16>
  return %n, %e : tensor<i64>, tensor<?x?xi16>
}

func.func @show_i32(%t: tensor<?x?xi32>) {
  %u = tensor.cast %t : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @v13_i32(%x: tensor<?x?xi32>, %s: tensor<?xi64>) -> (tensor<?x?xi32>, tensor<?x?xi32>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xi32>, tensor<?xi64> -> tensor<?x?xi32>, tensor<?x?xi32>
  return %a#0, %a#1 : tensor<?x?xi32>, tensor<?x?xi32>
}

func.func @v18_i32(%x: tensor<?x?xi32>) -> (tensor<?x?xi32>, tensor<?x?xi32>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xi32> -> tensor<?x?xi32>, tensor<?x?xi32>
  return %a#0, %a#1 : tensor<?x?xi32>, tensor<?x?xi32>
}

func.func @seq_i32(%x: tensor<?x?xi32>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xi32>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xi32> -> !split.seq<tensor<?x?xi32>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xi32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xi32>>, tensor<i64> -> tensor<?x?xi32>
  return %n, %e : tensor<i64>, tensor<?x?xi32>
}

func.func @show_i64(%t: tensor<?x?xi64>) {
  %u = tensor.cast %t : tensor<?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

func.func @v13_i64(%x: tensor<?x?xi64>, %s: tensor<?xi64>) -> (tensor<?x?xi64>, tensor<?x?xi64>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xi64>, tensor<?xi64> -> tensor<?x?xi64>, tensor<?x?xi64>
  return %a#0, %a#1 : tensor<?x?xi64>, tensor<?x?xi64>
}

func.func @v18_i64(%x: tensor<?x?xi64>) -> (tensor<?x?xi64>, tensor<?x?xi64>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xi64> -> tensor<?x?xi64>, tensor<?x?xi64>
  return %a#0, %a#1 : tensor<?x?xi64>, tensor<?x?xi64>
}

func.func @seq_i64(%x: tensor<?x?xi64>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xi64>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xi64> -> !split.seq<tensor<?x?xi64>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xi64>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xi64>>, tensor<i64> -> tensor<?x?xi64>
  return %n, %e : tensor<i64>, tensor<?x?xi64>
}

func.func @show_ui8(%t: tensor<?x?xui8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xui8>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xui8>
  %g = tensor.generate %d0, %d1 {
  ^bb0(%i: index, %j: index):
    %e = tensor.extract %t[%i, %j] : tensor<?x?xui8>
    %s = builtin.unrealized_conversion_cast %e : ui8 to i8
    %z = arith.extui %s : i8 to i32
    tensor.yield %z : i32
  } : tensor<?x?xi32>
  %u = tensor.cast %g : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @v13_ui8(%x: tensor<?x?xui8>, %s: tensor<?xi64>) -> (tensor<?x?xui8>, tensor<?x?xui8>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xui8>, tensor<?xi64> -> tensor<?x?xui8>, tensor<?x?xui8>
  return %a#0, %a#1 : tensor<?x?xui8>, tensor<?x?xui8>
}

func.func @v18_ui8(%x: tensor<?x?xui8>) -> (tensor<?x?xui8>, tensor<?x?xui8>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xui8> -> tensor<?x?xui8>, tensor<?x?xui8>
  return %a#0, %a#1 : tensor<?x?xui8>, tensor<?x?xui8>
}

func.func @seq_ui8(%x: tensor<?x?xui8>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xui8>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xui8> -> !split.seq<tensor<?x?xui8>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xui8>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xui8>>, tensor<i64> -> tensor<?x?xui8>
  return %n, %e : tensor<i64>, tensor<?x?xui8>
}

func.func @show_ui16(%t: tensor<?x?xui16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xui16>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xui16>
  %g = tensor.generate %d0, %d1 {
  ^bb0(%i: index, %j: index):
    %e = tensor.extract %t[%i, %j] : tensor<?x?xui16>
    %s = builtin.unrealized_conversion_cast %e : ui16 to i16
    %z = arith.extui %s : i16 to i32
    tensor.yield %z : i32
  } : tensor<?x?xi32>
  %u = tensor.cast %g : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @v13_ui16(%x: tensor<?x?xui16>, %s: tensor<?xi64>) -> (tensor<?x?xui16>, tensor<?x?xui16>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xui16>, tensor<?xi64> -> tensor<?x?xui16>, tensor<?x?xui16>
  return %a#0, %a#1 : tensor<?x?xui16>, tensor<?x?xui16>
}

func.func @v18_ui16(%x: tensor<?x?xui16>) -> (tensor<?x?xui16>, tensor<?x?xui16>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xui16> -> tensor<?x?xui16>, tensor<?x?xui16>
  return %a#0, %a#1 : tensor<?x?xui16>, tensor<?x?xui16>
}

func.func @seq_ui16(%x: tensor<?x?xui16>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xui16>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xui16> -> !split.seq<tensor<?x?xui16>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xui16>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xui16>>, tensor<i64> -> tensor<?x?xui16>
  return %n, %e : tensor<i64>, tensor<?x?xui16>
}

func.func @show_ui32(%t: tensor<?x?xui32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xui32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xui32>
  %g = tensor.generate %d0, %d1 {
  ^bb0(%i: index, %j: index):
    %e = tensor.extract %t[%i, %j] : tensor<?x?xui32>
    %s = builtin.unrealized_conversion_cast %e : ui32 to i32
    %z = arith.extui %s : i32 to i64
    tensor.yield %z : i64
  } : tensor<?x?xi64>
  %u = tensor.cast %g : tensor<?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

func.func @v13_ui32(%x: tensor<?x?xui32>, %s: tensor<?xi64>) -> (tensor<?x?xui32>, tensor<?x?xui32>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xui32>, tensor<?xi64> -> tensor<?x?xui32>, tensor<?x?xui32>
  return %a#0, %a#1 : tensor<?x?xui32>, tensor<?x?xui32>
}

func.func @v18_ui32(%x: tensor<?x?xui32>) -> (tensor<?x?xui32>, tensor<?x?xui32>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xui32> -> tensor<?x?xui32>, tensor<?x?xui32>
  return %a#0, %a#1 : tensor<?x?xui32>, tensor<?x?xui32>
}

func.func @seq_ui32(%x: tensor<?x?xui32>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xui32>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xui32> -> !split.seq<tensor<?x?xui32>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xui32>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xui32>>, tensor<i64> -> tensor<?x?xui32>
  return %n, %e : tensor<i64>, tensor<?x?xui32>
}

func.func @show_ui64(%t: tensor<?x?xui64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xui64>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xui64>
  %g = tensor.generate %d0, %d1 {
  ^bb0(%i: index, %j: index):
    %e = tensor.extract %t[%i, %j] : tensor<?x?xui64>
    %s = builtin.unrealized_conversion_cast %e : ui64 to i64
    tensor.yield %s : i64
  } : tensor<?x?xi64>
  %u = tensor.cast %g : tensor<?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

func.func @v13_ui64(%x: tensor<?x?xui64>, %s: tensor<?xi64>) -> (tensor<?x?xui64>, tensor<?x?xui64>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xui64>, tensor<?xi64> -> tensor<?x?xui64>, tensor<?x?xui64>
  return %a#0, %a#1 : tensor<?x?xui64>, tensor<?x?xui64>
}

func.func @v18_ui64(%x: tensor<?x?xui64>) -> (tensor<?x?xui64>, tensor<?x?xui64>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xui64> -> tensor<?x?xui64>, tensor<?x?xui64>
  return %a#0, %a#1 : tensor<?x?xui64>, tensor<?x?xui64>
}

func.func @seq_ui64(%x: tensor<?x?xui64>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xui64>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xui64> -> !split.seq<tensor<?x?xui64>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xui64>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xui64>>, tensor<i64> -> tensor<?x?xui64>
  return %n, %e : tensor<i64>, tensor<?x?xui64>
}

func.func @show_c32(%t: tensor<?x?xcomplex<f32>>) {
  %u = tensor.cast %t : tensor<?x?xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%u) : (tensor<*xcomplex<f32>>) -> ()
  return
}

func.func @v13_c32(%x: tensor<?x?xcomplex<f32>>, %s: tensor<?xi64>) -> (tensor<?x?xcomplex<f32>>, tensor<?x?xcomplex<f32>>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xcomplex<f32>>, tensor<?xi64> -> tensor<?x?xcomplex<f32>>, tensor<?x?xcomplex<f32>>
  return %a#0, %a#1 : tensor<?x?xcomplex<f32>>, tensor<?x?xcomplex<f32>>
}

func.func @v18_c32(%x: tensor<?x?xcomplex<f32>>) -> (tensor<?x?xcomplex<f32>>, tensor<?x?xcomplex<f32>>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xcomplex<f32>> -> tensor<?x?xcomplex<f32>>, tensor<?x?xcomplex<f32>>
  return %a#0, %a#1 : tensor<?x?xcomplex<f32>>, tensor<?x?xcomplex<f32>>
}

func.func @seq_c32(%x: tensor<?x?xcomplex<f32>>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xcomplex<f32>>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xcomplex<f32>> -> !split.seq<tensor<?x?xcomplex<f32>>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xcomplex<f32>>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xcomplex<f32>>>, tensor<i64> -> tensor<?x?xcomplex<f32>>
  return %n, %e : tensor<i64>, tensor<?x?xcomplex<f32>>
}

func.func @show_c64(%t: tensor<?x?xcomplex<f64>>) {
  %u = tensor.cast %t : tensor<?x?xcomplex<f64>> to tensor<*xcomplex<f64>>
  call @printMemrefC64(%u) : (tensor<*xcomplex<f64>>) -> ()
  return
}

func.func @v13_c64(%x: tensor<?x?xcomplex<f64>>, %s: tensor<?xi64>) -> (tensor<?x?xcomplex<f64>>, tensor<?x?xcomplex<f64>>) {
  %a:2 = split.split_v13 %x, %s axis = -1 : tensor<?x?xcomplex<f64>>, tensor<?xi64> -> tensor<?x?xcomplex<f64>>, tensor<?x?xcomplex<f64>>
  return %a#0, %a#1 : tensor<?x?xcomplex<f64>>, tensor<?x?xcomplex<f64>>
}

func.func @v18_c64(%x: tensor<?x?xcomplex<f64>>) -> (tensor<?x?xcomplex<f64>>, tensor<?x?xcomplex<f64>>) {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x?xcomplex<f64>> -> tensor<?x?xcomplex<f64>>, tensor<?x?xcomplex<f64>>
  return %a#0, %a#1 : tensor<?x?xcomplex<f64>>, tensor<?x?xcomplex<f64>>
}

func.func @seq_c64(%x: tensor<?x?xcomplex<f64>>, %p: tensor<i64>) -> (tensor<i64>, tensor<?x?xcomplex<f64>>) {
  %q = split.split_to_sequence_v24 %x : tensor<?x?xcomplex<f64>> -> !split.seq<tensor<?x?xcomplex<f64>>>
  %n = split.sequence_length %q : !split.seq<tensor<?x?xcomplex<f64>>>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<?x?xcomplex<f64>>>, tensor<i64> -> tensor<?x?xcomplex<f64>>
  return %n, %e : tensor<i64>, tensor<?x?xcomplex<f64>>
}

func.func @main() {
  %s12 = arith.constant dense<[1, 2]> : tensor<2xi64>
  %s21 = arith.constant dense<[2, 1]> : tensor<2xi64>
  %s21d = tensor.cast %s21 : tensor<2xi64> to tensor<?xi64>
  %last = arith.constant dense<-1> : tensor<i64>
  %first = arith.constant dense<0> : tensor<i64>

  // ---- f32 ----
  %m_f32 = arith.constant dense<[[1.5, -2.0, 3.25], [4.0, -5.5, 6.0]]> : tensor<2x3xf32>
  %a0_f32, %a1_f32 = split.split_v13 %m_f32, %s12 axis = 1 : tensor<2x3xf32>, tensor<2xi64> -> tensor<2x1xf32>, tensor<2x2xf32>
  %ad0_f32 = tensor.cast %a0_f32 : tensor<2x1xf32> to tensor<?x?xf32>
  %ad1_f32 = tensor.cast %a1_f32 : tensor<2x2xf32> to tensor<?x?xf32>
  call @show_f32(%ad0_f32) : (tensor<?x?xf32>) -> ()
  call @show_f32(%ad1_f32) : (tensor<?x?xf32>) -> ()
  // CHECK: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1.5],
  // CHECK-NEXT: [4]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-2, 3.25],
  // CHECK-NEXT: [-5.5, 6]]
  %x_f32 = tensor.cast %m_f32 : tensor<2x3xf32> to tensor<?x?xf32>
  %b0_f32, %b1_f32 = call @v13_f32(%x_f32, %s21d) : (tensor<?x?xf32>, tensor<?xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  call @show_f32(%b0_f32) : (tensor<?x?xf32>) -> ()
  call @show_f32(%b1_f32) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1.5, -2],
  // CHECK-NEXT: [4, -5.5]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[3.25],
  // CHECK-NEXT: [6]]
  %c0_f32, %c1_f32 = call @v18_f32(%x_f32) : (tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  call @show_f32(%c0_f32) : (tensor<?x?xf32>) -> ()
  call @show_f32(%c1_f32) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1.5, -2, 3.25]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[4, -5.5, 6]]
  %n_f32, %e_f32 = call @seq_f32(%x_f32, %last) : (tensor<?x?xf32>, tensor<i64>) -> (tensor<i64>, tensor<?x?xf32>)
  %pn_f32 = tensor.cast %n_f32 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_f32) : (tensor<*xi64>) -> ()
  call @show_f32(%e_f32) : (tensor<?x?xf32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[4, -5.5, 6]]

  // ---- f64 ----
  %m_f64 = arith.constant dense<[[1.0e+300, -2.5, 3.0], [0.125, -1.0e-300, 6.0]]> : tensor<2x3xf64>
  %a0_f64, %a1_f64 = split.split_v13 %m_f64, %s12 axis = 1 : tensor<2x3xf64>, tensor<2xi64> -> tensor<2x1xf64>, tensor<2x2xf64>
  %ad0_f64 = tensor.cast %a0_f64 : tensor<2x1xf64> to tensor<?x?xf64>
  %ad1_f64 = tensor.cast %a1_f64 : tensor<2x2xf64> to tensor<?x?xf64>
  call @show_f64(%ad0_f64) : (tensor<?x?xf64>) -> ()
  call @show_f64(%ad1_f64) : (tensor<?x?xf64>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1e+300],
  // CHECK-NEXT: [0.125]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-2.5, 3],
  // CHECK-NEXT: [-1e-300, 6]]
  %x_f64 = tensor.cast %m_f64 : tensor<2x3xf64> to tensor<?x?xf64>
  %b0_f64, %b1_f64 = call @v13_f64(%x_f64, %s21d) : (tensor<?x?xf64>, tensor<?xi64>) -> (tensor<?x?xf64>, tensor<?x?xf64>)
  call @show_f64(%b0_f64) : (tensor<?x?xf64>) -> ()
  call @show_f64(%b1_f64) : (tensor<?x?xf64>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1e+300, -2.5],
  // CHECK-NEXT: [0.125, -1e-300]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[3],
  // CHECK-NEXT: [6]]
  %c0_f64, %c1_f64 = call @v18_f64(%x_f64) : (tensor<?x?xf64>) -> (tensor<?x?xf64>, tensor<?x?xf64>)
  call @show_f64(%c0_f64) : (tensor<?x?xf64>) -> ()
  call @show_f64(%c1_f64) : (tensor<?x?xf64>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1e+300, -2.5, 3]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0.125, -1e-300, 6]]
  %n_f64, %e_f64 = call @seq_f64(%x_f64, %last) : (tensor<?x?xf64>, tensor<i64>) -> (tensor<i64>, tensor<?x?xf64>)
  %pn_f64 = tensor.cast %n_f64 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_f64) : (tensor<*xi64>) -> ()
  call @show_f64(%e_f64) : (tensor<?x?xf64>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0.125, -1e-300, 6]]

  // ---- f16 ----
  %m_f16 = arith.constant dense<[[1.5, -2.0, 3.25], [65504.0, -5.5, 0.5]]> : tensor<2x3xf16>
  %a0_f16, %a1_f16 = split.split_v13 %m_f16, %s12 axis = 1 : tensor<2x3xf16>, tensor<2xi64> -> tensor<2x1xf16>, tensor<2x2xf16>
  %ad0_f16 = tensor.cast %a0_f16 : tensor<2x1xf16> to tensor<?x?xf16>
  %ad1_f16 = tensor.cast %a1_f16 : tensor<2x2xf16> to tensor<?x?xf16>
  call @show_f16(%ad0_f16) : (tensor<?x?xf16>) -> ()
  call @show_f16(%ad1_f16) : (tensor<?x?xf16>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1.5],
  // CHECK-NEXT: [65504]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-2, 3.25],
  // CHECK-NEXT: [-5.5, 0.5]]
  %x_f16 = tensor.cast %m_f16 : tensor<2x3xf16> to tensor<?x?xf16>
  %b0_f16, %b1_f16 = call @v13_f16(%x_f16, %s21d) : (tensor<?x?xf16>, tensor<?xi64>) -> (tensor<?x?xf16>, tensor<?x?xf16>)
  call @show_f16(%b0_f16) : (tensor<?x?xf16>) -> ()
  call @show_f16(%b1_f16) : (tensor<?x?xf16>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1.5, -2],
  // CHECK-NEXT: [65504, -5.5]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[3.25],
  // CHECK-NEXT: [0.5]]
  %c0_f16, %c1_f16 = call @v18_f16(%x_f16) : (tensor<?x?xf16>) -> (tensor<?x?xf16>, tensor<?x?xf16>)
  call @show_f16(%c0_f16) : (tensor<?x?xf16>) -> ()
  call @show_f16(%c1_f16) : (tensor<?x?xf16>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1.5, -2, 3.25]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[65504, -5.5, 0.5]]
  %n_f16, %e_f16 = call @seq_f16(%x_f16, %last) : (tensor<?x?xf16>, tensor<i64>) -> (tensor<i64>, tensor<?x?xf16>)
  %pn_f16 = tensor.cast %n_f16 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_f16) : (tensor<*xi64>) -> ()
  call @show_f16(%e_f16) : (tensor<?x?xf16>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[65504, -5.5, 0.5]]

  // ---- bf16 ----
  %m_bf16 = arith.constant dense<[[1.5, -2.0, 3.25], [256.0, -5.5, 0.5]]> : tensor<2x3xbf16>
  %a0_bf16, %a1_bf16 = split.split_v13 %m_bf16, %s12 axis = 1 : tensor<2x3xbf16>, tensor<2xi64> -> tensor<2x1xbf16>, tensor<2x2xbf16>
  %ad0_bf16 = tensor.cast %a0_bf16 : tensor<2x1xbf16> to tensor<?x?xbf16>
  %ad1_bf16 = tensor.cast %a1_bf16 : tensor<2x2xbf16> to tensor<?x?xbf16>
  call @show_bf16(%ad0_bf16) : (tensor<?x?xbf16>) -> ()
  call @show_bf16(%ad1_bf16) : (tensor<?x?xbf16>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1.5],
  // CHECK-NEXT: [256]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-2, 3.25],
  // CHECK-NEXT: [-5.5, 0.5]]
  %x_bf16 = tensor.cast %m_bf16 : tensor<2x3xbf16> to tensor<?x?xbf16>
  %b0_bf16, %b1_bf16 = call @v13_bf16(%x_bf16, %s21d) : (tensor<?x?xbf16>, tensor<?xi64>) -> (tensor<?x?xbf16>, tensor<?x?xbf16>)
  call @show_bf16(%b0_bf16) : (tensor<?x?xbf16>) -> ()
  call @show_bf16(%b1_bf16) : (tensor<?x?xbf16>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1.5, -2],
  // CHECK-NEXT: [256, -5.5]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[3.25],
  // CHECK-NEXT: [0.5]]
  %c0_bf16, %c1_bf16 = call @v18_bf16(%x_bf16) : (tensor<?x?xbf16>) -> (tensor<?x?xbf16>, tensor<?x?xbf16>)
  call @show_bf16(%c0_bf16) : (tensor<?x?xbf16>) -> ()
  call @show_bf16(%c1_bf16) : (tensor<?x?xbf16>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1.5, -2, 3.25]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[256, -5.5, 0.5]]
  %n_bf16, %e_bf16 = call @seq_bf16(%x_bf16, %last) : (tensor<?x?xbf16>, tensor<i64>) -> (tensor<i64>, tensor<?x?xbf16>)
  %pn_bf16 = tensor.cast %n_bf16 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_bf16) : (tensor<*xi64>) -> ()
  call @show_bf16(%e_bf16) : (tensor<?x?xbf16>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[256, -5.5, 0.5]]

  // ---- i1 ----
  %m_i1 = arith.constant dense<[[true, false, true], [false, false, true]]> : tensor<2x3xi1>
  %a0_i1, %a1_i1 = split.split_v13 %m_i1, %s12 axis = 1 : tensor<2x3xi1>, tensor<2xi64> -> tensor<2x1xi1>, tensor<2x2xi1>
  %ad0_i1 = tensor.cast %a0_i1 : tensor<2x1xi1> to tensor<?x?xi1>
  %ad1_i1 = tensor.cast %a1_i1 : tensor<2x2xi1> to tensor<?x?xi1>
  call @show_i1(%ad0_i1) : (tensor<?x?xi1>) -> ()
  call @show_i1(%ad1_i1) : (tensor<?x?xi1>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1],
  // CHECK-NEXT: [0]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0, 1],
  // CHECK-NEXT: [0, 1]]
  %x_i1 = tensor.cast %m_i1 : tensor<2x3xi1> to tensor<?x?xi1>
  %b0_i1, %b1_i1 = call @v13_i1(%x_i1, %s21d) : (tensor<?x?xi1>, tensor<?xi64>) -> (tensor<?x?xi1>, tensor<?x?xi1>)
  call @show_i1(%b0_i1) : (tensor<?x?xi1>) -> ()
  call @show_i1(%b1_i1) : (tensor<?x?xi1>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 0],
  // CHECK-NEXT: [0, 0]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1],
  // CHECK-NEXT: [1]]
  %c0_i1, %c1_i1 = call @v18_i1(%x_i1) : (tensor<?x?xi1>) -> (tensor<?x?xi1>, tensor<?x?xi1>)
  call @show_i1(%c0_i1) : (tensor<?x?xi1>) -> ()
  call @show_i1(%c1_i1) : (tensor<?x?xi1>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 0, 1]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0, 0, 1]]
  %n_i1, %e_i1 = call @seq_i1(%x_i1, %last) : (tensor<?x?xi1>, tensor<i64>) -> (tensor<i64>, tensor<?x?xi1>)
  %pn_i1 = tensor.cast %n_i1 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_i1) : (tensor<*xi64>) -> ()
  call @show_i1(%e_i1) : (tensor<?x?xi1>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0, 0, 1]]

  // ---- i8 ----
  %m_i8 = arith.constant dense<[[-128, 127, 0], [-1, 5, 100]]> : tensor<2x3xi8>
  %a0_i8, %a1_i8 = split.split_v13 %m_i8, %s12 axis = 1 : tensor<2x3xi8>, tensor<2xi64> -> tensor<2x1xi8>, tensor<2x2xi8>
  %ad0_i8 = tensor.cast %a0_i8 : tensor<2x1xi8> to tensor<?x?xi8>
  %ad1_i8 = tensor.cast %a1_i8 : tensor<2x2xi8> to tensor<?x?xi8>
  call @show_i8(%ad0_i8) : (tensor<?x?xi8>) -> ()
  call @show_i8(%ad1_i8) : (tensor<?x?xi8>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-128],
  // CHECK-NEXT: [-1]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[127, 0],
  // CHECK-NEXT: [5, 100]]
  %x_i8 = tensor.cast %m_i8 : tensor<2x3xi8> to tensor<?x?xi8>
  %b0_i8, %b1_i8 = call @v13_i8(%x_i8, %s21d) : (tensor<?x?xi8>, tensor<?xi64>) -> (tensor<?x?xi8>, tensor<?x?xi8>)
  call @show_i8(%b0_i8) : (tensor<?x?xi8>) -> ()
  call @show_i8(%b1_i8) : (tensor<?x?xi8>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-128, 127],
  // CHECK-NEXT: [-1, 5]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0],
  // CHECK-NEXT: [100]]
  %c0_i8, %c1_i8 = call @v18_i8(%x_i8) : (tensor<?x?xi8>) -> (tensor<?x?xi8>, tensor<?x?xi8>)
  call @show_i8(%c0_i8) : (tensor<?x?xi8>) -> ()
  call @show_i8(%c1_i8) : (tensor<?x?xi8>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-128, 127, 0]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-1, 5, 100]]
  %n_i8, %e_i8 = call @seq_i8(%x_i8, %last) : (tensor<?x?xi8>, tensor<i64>) -> (tensor<i64>, tensor<?x?xi8>)
  %pn_i8 = tensor.cast %n_i8 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_i8) : (tensor<*xi64>) -> ()
  call @show_i8(%e_i8) : (tensor<?x?xi8>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-1, 5, 100]]

  // ---- i16 ----
  %m_i16 = arith.constant dense<[[-32768, 32767, 0], [-1, 5, 1000]]> : tensor<2x3xi16>
  %a0_i16, %a1_i16 = split.split_v13 %m_i16, %s12 axis = 1 : tensor<2x3xi16>, tensor<2xi64> -> tensor<2x1xi16>, tensor<2x2xi16>
  %ad0_i16 = tensor.cast %a0_i16 : tensor<2x1xi16> to tensor<?x?xi16>
  %ad1_i16 = tensor.cast %a1_i16 : tensor<2x2xi16> to tensor<?x?xi16>
  call @show_i16(%ad0_i16) : (tensor<?x?xi16>) -> ()
  call @show_i16(%ad1_i16) : (tensor<?x?xi16>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-32768],
  // CHECK-NEXT: [-1]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[32767, 0],
  // CHECK-NEXT: [5, 1000]]
  %x_i16 = tensor.cast %m_i16 : tensor<2x3xi16> to tensor<?x?xi16>
  %b0_i16, %b1_i16 = call @v13_i16(%x_i16, %s21d) : (tensor<?x?xi16>, tensor<?xi64>) -> (tensor<?x?xi16>, tensor<?x?xi16>)
  call @show_i16(%b0_i16) : (tensor<?x?xi16>) -> ()
  call @show_i16(%b1_i16) : (tensor<?x?xi16>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-32768, 32767],
  // CHECK-NEXT: [-1, 5]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0],
  // CHECK-NEXT: [1000]]
  %c0_i16, %c1_i16 = call @v18_i16(%x_i16) : (tensor<?x?xi16>) -> (tensor<?x?xi16>, tensor<?x?xi16>)
  call @show_i16(%c0_i16) : (tensor<?x?xi16>) -> ()
  call @show_i16(%c1_i16) : (tensor<?x?xi16>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-32768, 32767, 0]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-1, 5, 1000]]
  %n_i16, %e_i16 = call @seq_i16(%x_i16, %last) : (tensor<?x?xi16>, tensor<i64>) -> (tensor<i64>, tensor<?x?xi16>)
  %pn_i16 = tensor.cast %n_i16 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_i16) : (tensor<*xi64>) -> ()
  call @show_i16(%e_i16) : (tensor<?x?xi16>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-1, 5, 1000]]

  // ---- i32 ----
  %m_i32 = arith.constant dense<[[-2147483648, 2147483647, 0], [-1, 5, 100000]]> : tensor<2x3xi32>
  %a0_i32, %a1_i32 = split.split_v13 %m_i32, %s12 axis = 1 : tensor<2x3xi32>, tensor<2xi64> -> tensor<2x1xi32>, tensor<2x2xi32>
  %ad0_i32 = tensor.cast %a0_i32 : tensor<2x1xi32> to tensor<?x?xi32>
  %ad1_i32 = tensor.cast %a1_i32 : tensor<2x2xi32> to tensor<?x?xi32>
  call @show_i32(%ad0_i32) : (tensor<?x?xi32>) -> ()
  call @show_i32(%ad1_i32) : (tensor<?x?xi32>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-2147483648],
  // CHECK-NEXT: [-1]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[2147483647, 0],
  // CHECK-NEXT: [5, 100000]]
  %x_i32 = tensor.cast %m_i32 : tensor<2x3xi32> to tensor<?x?xi32>
  %b0_i32, %b1_i32 = call @v13_i32(%x_i32, %s21d) : (tensor<?x?xi32>, tensor<?xi64>) -> (tensor<?x?xi32>, tensor<?x?xi32>)
  call @show_i32(%b0_i32) : (tensor<?x?xi32>) -> ()
  call @show_i32(%b1_i32) : (tensor<?x?xi32>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-2147483648, 2147483647],
  // CHECK-NEXT: [-1, 5]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0],
  // CHECK-NEXT: [100000]]
  %c0_i32, %c1_i32 = call @v18_i32(%x_i32) : (tensor<?x?xi32>) -> (tensor<?x?xi32>, tensor<?x?xi32>)
  call @show_i32(%c0_i32) : (tensor<?x?xi32>) -> ()
  call @show_i32(%c1_i32) : (tensor<?x?xi32>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-2147483648, 2147483647, 0]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-1, 5, 100000]]
  %n_i32, %e_i32 = call @seq_i32(%x_i32, %last) : (tensor<?x?xi32>, tensor<i64>) -> (tensor<i64>, tensor<?x?xi32>)
  %pn_i32 = tensor.cast %n_i32 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_i32) : (tensor<*xi64>) -> ()
  call @show_i32(%e_i32) : (tensor<?x?xi32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-1, 5, 100000]]

  // ---- i64 ----
  %m_i64 = arith.constant dense<[[-9223372036854775808, 9223372036854775807, 0], [-1, 5, 10000000000]]> : tensor<2x3xi64>
  %a0_i64, %a1_i64 = split.split_v13 %m_i64, %s12 axis = 1 : tensor<2x3xi64>, tensor<2xi64> -> tensor<2x1xi64>, tensor<2x2xi64>
  %ad0_i64 = tensor.cast %a0_i64 : tensor<2x1xi64> to tensor<?x?xi64>
  %ad1_i64 = tensor.cast %a1_i64 : tensor<2x2xi64> to tensor<?x?xi64>
  call @show_i64(%ad0_i64) : (tensor<?x?xi64>) -> ()
  call @show_i64(%ad1_i64) : (tensor<?x?xi64>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-9223372036854775808],
  // CHECK-NEXT: [-1]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[9223372036854775807, 0],
  // CHECK-NEXT: [5, 10000000000]]
  %x_i64 = tensor.cast %m_i64 : tensor<2x3xi64> to tensor<?x?xi64>
  %b0_i64, %b1_i64 = call @v13_i64(%x_i64, %s21d) : (tensor<?x?xi64>, tensor<?xi64>) -> (tensor<?x?xi64>, tensor<?x?xi64>)
  call @show_i64(%b0_i64) : (tensor<?x?xi64>) -> ()
  call @show_i64(%b1_i64) : (tensor<?x?xi64>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-9223372036854775808, 9223372036854775807],
  // CHECK-NEXT: [-1, 5]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0],
  // CHECK-NEXT: [10000000000]]
  %c0_i64, %c1_i64 = call @v18_i64(%x_i64) : (tensor<?x?xi64>) -> (tensor<?x?xi64>, tensor<?x?xi64>)
  call @show_i64(%c0_i64) : (tensor<?x?xi64>) -> ()
  call @show_i64(%c1_i64) : (tensor<?x?xi64>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-9223372036854775808, 9223372036854775807, 0]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-1, 5, 10000000000]]
  %n_i64, %e_i64 = call @seq_i64(%x_i64, %last) : (tensor<?x?xi64>, tensor<i64>) -> (tensor<i64>, tensor<?x?xi64>)
  %pn_i64 = tensor.cast %n_i64 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_i64) : (tensor<*xi64>) -> ()
  call @show_i64(%e_i64) : (tensor<?x?xi64>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-1, 5, 10000000000]]

  // ---- ui8 ----
  %m_ui8 = arith.constant dense<[[0, 255, 128], [1, 200, 7]]> : tensor<2x3xui8>
  %a0_ui8, %a1_ui8 = split.split_v13 %m_ui8, %s12 axis = 1 : tensor<2x3xui8>, tensor<2xi64> -> tensor<2x1xui8>, tensor<2x2xui8>
  %ad0_ui8 = tensor.cast %a0_ui8 : tensor<2x1xui8> to tensor<?x?xui8>
  %ad1_ui8 = tensor.cast %a1_ui8 : tensor<2x2xui8> to tensor<?x?xui8>
  call @show_ui8(%ad0_ui8) : (tensor<?x?xui8>) -> ()
  call @show_ui8(%ad1_ui8) : (tensor<?x?xui8>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0],
  // CHECK-NEXT: [1]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[255, 128],
  // CHECK-NEXT: [200, 7]]
  %x_ui8 = tensor.cast %m_ui8 : tensor<2x3xui8> to tensor<?x?xui8>
  %b0_ui8, %b1_ui8 = call @v13_ui8(%x_ui8, %s21d) : (tensor<?x?xui8>, tensor<?xi64>) -> (tensor<?x?xui8>, tensor<?x?xui8>)
  call @show_ui8(%b0_ui8) : (tensor<?x?xui8>) -> ()
  call @show_ui8(%b1_ui8) : (tensor<?x?xui8>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0, 255],
  // CHECK-NEXT: [1, 200]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[128],
  // CHECK-NEXT: [7]]
  %c0_ui8, %c1_ui8 = call @v18_ui8(%x_ui8) : (tensor<?x?xui8>) -> (tensor<?x?xui8>, tensor<?x?xui8>)
  call @show_ui8(%c0_ui8) : (tensor<?x?xui8>) -> ()
  call @show_ui8(%c1_ui8) : (tensor<?x?xui8>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0, 255, 128]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 200, 7]]
  %n_ui8, %e_ui8 = call @seq_ui8(%x_ui8, %last) : (tensor<?x?xui8>, tensor<i64>) -> (tensor<i64>, tensor<?x?xui8>)
  %pn_ui8 = tensor.cast %n_ui8 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_ui8) : (tensor<*xi64>) -> ()
  call @show_ui8(%e_ui8) : (tensor<?x?xui8>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 200, 7]]

  // ---- ui16 ----
  %m_ui16 = arith.constant dense<[[0, 65535, 32768], [1, 40000, 7]]> : tensor<2x3xui16>
  %a0_ui16, %a1_ui16 = split.split_v13 %m_ui16, %s12 axis = 1 : tensor<2x3xui16>, tensor<2xi64> -> tensor<2x1xui16>, tensor<2x2xui16>
  %ad0_ui16 = tensor.cast %a0_ui16 : tensor<2x1xui16> to tensor<?x?xui16>
  %ad1_ui16 = tensor.cast %a1_ui16 : tensor<2x2xui16> to tensor<?x?xui16>
  call @show_ui16(%ad0_ui16) : (tensor<?x?xui16>) -> ()
  call @show_ui16(%ad1_ui16) : (tensor<?x?xui16>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0],
  // CHECK-NEXT: [1]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[65535, 32768],
  // CHECK-NEXT: [40000, 7]]
  %x_ui16 = tensor.cast %m_ui16 : tensor<2x3xui16> to tensor<?x?xui16>
  %b0_ui16, %b1_ui16 = call @v13_ui16(%x_ui16, %s21d) : (tensor<?x?xui16>, tensor<?xi64>) -> (tensor<?x?xui16>, tensor<?x?xui16>)
  call @show_ui16(%b0_ui16) : (tensor<?x?xui16>) -> ()
  call @show_ui16(%b1_ui16) : (tensor<?x?xui16>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0, 65535],
  // CHECK-NEXT: [1, 40000]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[32768],
  // CHECK-NEXT: [7]]
  %c0_ui16, %c1_ui16 = call @v18_ui16(%x_ui16) : (tensor<?x?xui16>) -> (tensor<?x?xui16>, tensor<?x?xui16>)
  call @show_ui16(%c0_ui16) : (tensor<?x?xui16>) -> ()
  call @show_ui16(%c1_ui16) : (tensor<?x?xui16>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0, 65535, 32768]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 40000, 7]]
  %n_ui16, %e_ui16 = call @seq_ui16(%x_ui16, %last) : (tensor<?x?xui16>, tensor<i64>) -> (tensor<i64>, tensor<?x?xui16>)
  %pn_ui16 = tensor.cast %n_ui16 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_ui16) : (tensor<*xi64>) -> ()
  call @show_ui16(%e_ui16) : (tensor<?x?xui16>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 40000, 7]]

  // ---- ui32 ----
  %m_ui32 = arith.constant dense<[[0, 4294967295, 2147483648], [1, 3000000000, 7]]> : tensor<2x3xui32>
  %a0_ui32, %a1_ui32 = split.split_v13 %m_ui32, %s12 axis = 1 : tensor<2x3xui32>, tensor<2xi64> -> tensor<2x1xui32>, tensor<2x2xui32>
  %ad0_ui32 = tensor.cast %a0_ui32 : tensor<2x1xui32> to tensor<?x?xui32>
  %ad1_ui32 = tensor.cast %a1_ui32 : tensor<2x2xui32> to tensor<?x?xui32>
  call @show_ui32(%ad0_ui32) : (tensor<?x?xui32>) -> ()
  call @show_ui32(%ad1_ui32) : (tensor<?x?xui32>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0],
  // CHECK-NEXT: [1]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[4294967295, 2147483648],
  // CHECK-NEXT: [3000000000, 7]]
  %x_ui32 = tensor.cast %m_ui32 : tensor<2x3xui32> to tensor<?x?xui32>
  %b0_ui32, %b1_ui32 = call @v13_ui32(%x_ui32, %s21d) : (tensor<?x?xui32>, tensor<?xi64>) -> (tensor<?x?xui32>, tensor<?x?xui32>)
  call @show_ui32(%b0_ui32) : (tensor<?x?xui32>) -> ()
  call @show_ui32(%b1_ui32) : (tensor<?x?xui32>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0, 4294967295],
  // CHECK-NEXT: [1, 3000000000]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[2147483648],
  // CHECK-NEXT: [7]]
  %c0_ui32, %c1_ui32 = call @v18_ui32(%x_ui32) : (tensor<?x?xui32>) -> (tensor<?x?xui32>, tensor<?x?xui32>)
  call @show_ui32(%c0_ui32) : (tensor<?x?xui32>) -> ()
  call @show_ui32(%c1_ui32) : (tensor<?x?xui32>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0, 4294967295, 2147483648]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 3000000000, 7]]
  %n_ui32, %e_ui32 = call @seq_ui32(%x_ui32, %last) : (tensor<?x?xui32>, tensor<i64>) -> (tensor<i64>, tensor<?x?xui32>)
  %pn_ui32 = tensor.cast %n_ui32 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_ui32) : (tensor<*xi64>) -> ()
  call @show_ui32(%e_ui32) : (tensor<?x?xui32>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 3000000000, 7]]

  // ---- ui64 ----
  %m_ui64 = arith.constant dense<[[0, 18446744073709551615, 9223372036854775808], [1, 12345678901234, 7]]> : tensor<2x3xui64>
  %a0_ui64, %a1_ui64 = split.split_v13 %m_ui64, %s12 axis = 1 : tensor<2x3xui64>, tensor<2xi64> -> tensor<2x1xui64>, tensor<2x2xui64>
  %ad0_ui64 = tensor.cast %a0_ui64 : tensor<2x1xui64> to tensor<?x?xui64>
  %ad1_ui64 = tensor.cast %a1_ui64 : tensor<2x2xui64> to tensor<?x?xui64>
  call @show_ui64(%ad0_ui64) : (tensor<?x?xui64>) -> ()
  call @show_ui64(%ad1_ui64) : (tensor<?x?xui64>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0],
  // CHECK-NEXT: [1]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-1, -9223372036854775808],
  // CHECK-NEXT: [12345678901234, 7]]
  %x_ui64 = tensor.cast %m_ui64 : tensor<2x3xui64> to tensor<?x?xui64>
  %b0_ui64, %b1_ui64 = call @v13_ui64(%x_ui64, %s21d) : (tensor<?x?xui64>, tensor<?xi64>) -> (tensor<?x?xui64>, tensor<?x?xui64>)
  call @show_ui64(%b0_ui64) : (tensor<?x?xui64>) -> ()
  call @show_ui64(%b1_ui64) : (tensor<?x?xui64>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0, -1],
  // CHECK-NEXT: [1, 12345678901234]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[-9223372036854775808],
  // CHECK-NEXT: [7]]
  %c0_ui64, %c1_ui64 = call @v18_ui64(%x_ui64) : (tensor<?x?xui64>) -> (tensor<?x?xui64>, tensor<?x?xui64>)
  call @show_ui64(%c0_ui64) : (tensor<?x?xui64>) -> ()
  call @show_ui64(%c1_ui64) : (tensor<?x?xui64>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[0, -1, -9223372036854775808]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 12345678901234, 7]]
  %n_ui64, %e_ui64 = call @seq_ui64(%x_ui64, %last) : (tensor<?x?xui64>, tensor<i64>) -> (tensor<i64>, tensor<?x?xui64>)
  %pn_ui64 = tensor.cast %n_ui64 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_ui64) : (tensor<*xi64>) -> ()
  call @show_ui64(%e_ui64) : (tensor<?x?xui64>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[1, 12345678901234, 7]]

  // ---- complex<f32> ----
  %m_c32 = arith.constant dense<[[(1.5, -2.0), (0.0, 1.0), (-3.0, 0.25)], [(4.0, 4.0), (5.0, -5.0), (-6.5, 6.5)]]> : tensor<2x3xcomplex<f32>>
  %a0_c32, %a1_c32 = split.split_v13 %m_c32, %s12 axis = 1 : tensor<2x3xcomplex<f32>>, tensor<2xi64> -> tensor<2x1xcomplex<f32>>, tensor<2x2xcomplex<f32>>
  %ad0_c32 = tensor.cast %a0_c32 : tensor<2x1xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  %ad1_c32 = tensor.cast %a1_c32 : tensor<2x2xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  call @show_c32(%ad0_c32) : (tensor<?x?xcomplex<f32>>) -> ()
  call @show_c32(%ad1_c32) : (tensor<?x?xcomplex<f32>>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[(1.5,-2)],
  // CHECK-NEXT: [(4,4)]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[(0,1), (-3,0.25)],
  // CHECK-NEXT: [(5,-5), (-6.5,6.5)]]
  %x_c32 = tensor.cast %m_c32 : tensor<2x3xcomplex<f32>> to tensor<?x?xcomplex<f32>>
  %b0_c32, %b1_c32 = call @v13_c32(%x_c32, %s21d) : (tensor<?x?xcomplex<f32>>, tensor<?xi64>) -> (tensor<?x?xcomplex<f32>>, tensor<?x?xcomplex<f32>>)
  call @show_c32(%b0_c32) : (tensor<?x?xcomplex<f32>>) -> ()
  call @show_c32(%b1_c32) : (tensor<?x?xcomplex<f32>>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[(1.5,-2), (0,1)],
  // CHECK-NEXT: [(4,4), (5,-5)]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[(-3,0.25)],
  // CHECK-NEXT: [(-6.5,6.5)]]
  %c0_c32, %c1_c32 = call @v18_c32(%x_c32) : (tensor<?x?xcomplex<f32>>) -> (tensor<?x?xcomplex<f32>>, tensor<?x?xcomplex<f32>>)
  call @show_c32(%c0_c32) : (tensor<?x?xcomplex<f32>>) -> ()
  call @show_c32(%c1_c32) : (tensor<?x?xcomplex<f32>>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[(1.5,-2), (0,1), (-3,0.25)]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[(4,4), (5,-5), (-6.5,6.5)]]
  %n_c32, %e_c32 = call @seq_c32(%x_c32, %last) : (tensor<?x?xcomplex<f32>>, tensor<i64>) -> (tensor<i64>, tensor<?x?xcomplex<f32>>)
  %pn_c32 = tensor.cast %n_c32 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_c32) : (tensor<*xi64>) -> ()
  call @show_c32(%e_c32) : (tensor<?x?xcomplex<f32>>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[(4,4), (5,-5), (-6.5,6.5)]]

  // ---- complex<f64> ----
  %m_c64 = arith.constant dense<[[(1.5, -2.0), (0.0, 1.0), (-3.0, 0.25)], [(4.0, 4.0), (5.0, -5.0), (-6.5, 6.5)]]> : tensor<2x3xcomplex<f64>>
  %a0_c64, %a1_c64 = split.split_v13 %m_c64, %s12 axis = 1 : tensor<2x3xcomplex<f64>>, tensor<2xi64> -> tensor<2x1xcomplex<f64>>, tensor<2x2xcomplex<f64>>
  %ad0_c64 = tensor.cast %a0_c64 : tensor<2x1xcomplex<f64>> to tensor<?x?xcomplex<f64>>
  %ad1_c64 = tensor.cast %a1_c64 : tensor<2x2xcomplex<f64>> to tensor<?x?xcomplex<f64>>
  call @show_c64(%ad0_c64) : (tensor<?x?xcomplex<f64>>) -> ()
  call @show_c64(%ad1_c64) : (tensor<?x?xcomplex<f64>>) -> ()
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[(1.5,-2)],
  // CHECK-NEXT: [(4,4)]]
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[(0,1), (-3,0.25)],
  // CHECK-NEXT: [(5,-5), (-6.5,6.5)]]
  %x_c64 = tensor.cast %m_c64 : tensor<2x3xcomplex<f64>> to tensor<?x?xcomplex<f64>>
  %b0_c64, %b1_c64 = call @v13_c64(%x_c64, %s21d) : (tensor<?x?xcomplex<f64>>, tensor<?xi64>) -> (tensor<?x?xcomplex<f64>>, tensor<?x?xcomplex<f64>>)
  call @show_c64(%b0_c64) : (tensor<?x?xcomplex<f64>>) -> ()
  call @show_c64(%b1_c64) : (tensor<?x?xcomplex<f64>>) -> ()
  // CHECK-NEXT: sizes = [2, 2] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[(1.5,-2), (0,1)],
  // CHECK-NEXT: [(4,4), (5,-5)]]
  // CHECK-NEXT: sizes = [2, 1] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[(-3,0.25)],
  // CHECK-NEXT: [(-6.5,6.5)]]
  %c0_c64, %c1_c64 = call @v18_c64(%x_c64) : (tensor<?x?xcomplex<f64>>) -> (tensor<?x?xcomplex<f64>>, tensor<?x?xcomplex<f64>>)
  call @show_c64(%c0_c64) : (tensor<?x?xcomplex<f64>>) -> ()
  call @show_c64(%c1_c64) : (tensor<?x?xcomplex<f64>>) -> ()
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[(1.5,-2), (0,1), (-3,0.25)]]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[(4,4), (5,-5), (-6.5,6.5)]]
  %n_c64, %e_c64 = call @seq_c64(%x_c64, %last) : (tensor<?x?xcomplex<f64>>, tensor<i64>) -> (tensor<i64>, tensor<?x?xcomplex<f64>>)
  %pn_c64 = tensor.cast %n_c64 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%pn_c64) : (tensor<*xi64>) -> ()
  call @show_c64(%e_c64) : (tensor<?x?xcomplex<f64>>) -> ()
  // CHECK-NEXT: sizes = [] strides = {{.*}} data =
  // CHECK-NEXT: [2]
  // CHECK-NEXT: sizes = [1, 3] strides = {{.*}} data =
  // CHECK-NEXT: {{\[}}[(4,4), (5,-5), (-6.5,6.5)]]
  return
}
