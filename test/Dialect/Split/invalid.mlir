// RUN: split-opt %s -split-input-file -verify-diagnostics

func.func @rank0_v1(%x: tensor<f32>) {
  // expected-error @+1 {{'split.split_v1' op input must have rank >= 1, but has type 'tensor<f32>'}}
  %r = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<f32>) -> (tensor<f32>)
  return
}

// -----

func.func @rank0_v2(%x: tensor<f32>) {
  // expected-error @+1 {{'split.split_v2' op input must have rank >= 1, but has type 'tensor<f32>'}}
  %r = "split.split_v2"(%x) {axis = 0 : i64} : (tensor<f32>) -> (tensor<f32>)
  return
}

// -----

func.func @rank0_v11(%x: tensor<f32>) {
  // expected-error @+1 {{'split.split_v11' op input must have rank >= 1, but has type 'tensor<f32>'}}
  %r = "split.split_v11"(%x) {axis = 0 : i64} : (tensor<f32>) -> (tensor<f32>)
  return
}

// -----

func.func @rank0_v13(%x: tensor<f32>) {
  // expected-error @+1 {{'split.split_v13' op input must have rank >= 1, but has type 'tensor<f32>'}}
  %r = "split.split_v13"(%x) {axis = 0 : i64} : (tensor<f32>) -> (tensor<f32>)
  return
}

// -----

func.func @rank0_v18(%x: tensor<f32>) {
  // expected-error @+1 {{'split.split_v18' op input must have rank >= 1, but has type 'tensor<f32>'}}
  %r = "split.split_v18"(%x) {axis = 0 : i64} : (tensor<f32>) -> (tensor<f32>)
  return
}

// -----

func.func @rank0_seq_v11(%x: tensor<f32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op input must have rank >= 1, but has type 'tensor<f32>'}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<f32>) -> !split.seq<tensor<f32>>
  return
}

// -----

func.func @rank0_seq_v24(%x: tensor<f32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op input must have rank >= 1, but has type 'tensor<f32>'}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 0 : i64} : (tensor<f32>) -> !split.seq<tensor<f32>>
  return
}

// -----

func.func @unranked_v1(%x: tensor<*xf32>) {
  // expected-error @+1 {{'split.split_v1' op operand #0 must be ranked tensor of ONNX Split-1 element type (f16, f32, f64) values, but got 'tensor<*xf32>'}}
  %r = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<*xf32>) -> (tensor<?xf32>)
  return
}

// -----

func.func @unranked_v2(%x: tensor<*xf32>) {
  // expected-error @+1 {{'split.split_v2' op operand #0 must be ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<*xf32>'}}
  %r = "split.split_v2"(%x) {axis = 0 : i64} : (tensor<*xf32>) -> (tensor<?xf32>)
  return
}

// -----

func.func @unranked_v11(%x: tensor<*xf32>) {
  // expected-error @+1 {{'split.split_v11' op operand #0 must be ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<*xf32>'}}
  %r = "split.split_v11"(%x) {axis = 0 : i64} : (tensor<*xf32>) -> (tensor<?xf32>)
  return
}

// -----

func.func @unranked_v13(%x: tensor<*xf32>) {
  // expected-error @+1 {{'split.split_v13' op operand #0 must be ranked tensor of ONNX opset-13 element type values, but got 'tensor<*xf32>'}}
  %r = "split.split_v13"(%x) {axis = 0 : i64} : (tensor<*xf32>) -> (tensor<?xf32>)
  return
}

// -----

func.func @unranked_v18(%x: tensor<*xf32>) {
  // expected-error @+1 {{'split.split_v18' op operand #0 must be ranked tensor of ONNX opset-13 element type values, but got 'tensor<*xf32>'}}
  %r = "split.split_v18"(%x) {axis = 0 : i64} : (tensor<*xf32>) -> (tensor<?xf32>)
  return
}

// -----

func.func @unranked_seq_v11(%x: tensor<*xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op operand #0 must be ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<*xf32>'}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<*xf32>) -> !split.seq<tensor<?xf32>>
  return
}

// -----

func.func @unranked_seq_v24(%x: tensor<*xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op operand #0 must be ranked tensor of ONNX opset-13 element type values, but got 'tensor<*xf32>'}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 0 : i64} : (tensor<*xf32>) -> !split.seq<tensor<?xf32>>
  return
}

// -----

func.func @elem_i32_v1(%x: tensor<6xi32>) {
  // expected-error @+1 {{'split.split_v1' op operand #0 must be ranked tensor of ONNX Split-1 element type (f16, f32, f64) values, but got 'tensor<6xi32>'}}
  %r = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<6xi32>) -> (tensor<6xi32>)
  return
}

// -----

func.func @elem_bf16_v1(%x: tensor<6xbf16>) {
  // expected-error @+1 {{'split.split_v1' op operand #0 must be ranked tensor of ONNX Split-1 element type (f16, f32, f64) values, but got 'tensor<6xbf16>'}}
  %r = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<6xbf16>) -> (tensor<6xbf16>)
  return
}

// -----

func.func @elem_i64_v1(%x: tensor<6xi64>) {
  // expected-error @+1 {{'split.split_v1' op operand #0 must be ranked tensor of ONNX Split-1 element type (f16, f32, f64) values, but got 'tensor<6xi64>'}}
  %r = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<6xi64>) -> (tensor<6xi64>)
  return
}

// -----

func.func @elem_complex_f32_v1(%x: tensor<6xcomplex<f32>>) {
  // expected-error @+1 {{'split.split_v1' op operand #0 must be ranked tensor of ONNX Split-1 element type (f16, f32, f64) values, but got 'tensor<6xcomplex<f32>>'}}
  %r = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<6xcomplex<f32>>) -> (tensor<6xcomplex<f32>>)
  return
}

// -----

func.func @elem_string_v1(%x: tensor<6x!split.string>) {
  // expected-error @+1 {{'split.split_v1' op operand #0 must be ranked tensor of ONNX Split-1 element type (f16, f32, f64) values, but got 'tensor<6x!split.string>'}}
  %r = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<6x!split.string>) -> (tensor<6x!split.string>)
  return
}

// -----

func.func @elem_index_v1(%x: tensor<6xindex>) {
  // expected-error @+1 {{'split.split_v1' op operand #0 must be ranked tensor of ONNX Split-1 element type (f16, f32, f64) values, but got 'tensor<6xindex>'}}
  %r = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<6xindex>) -> (tensor<6xindex>)
  return
}

// -----

func.func @elem_f8E4M3FN_v1(%x: tensor<6xf8E4M3FN>) {
  // expected-error @+1 {{'split.split_v1' op operand #0 must be ranked tensor of ONNX Split-1 element type (f16, f32, f64) values, but got 'tensor<6xf8E4M3FN>'}}
  %r = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<6xf8E4M3FN>) -> (tensor<6xf8E4M3FN>)
  return
}

// -----

func.func @elem_bf16_v2(%x: tensor<6xbf16>) {
  // expected-error @+1 {{'split.split_v2' op operand #0 must be ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<6xbf16>'}}
  %r = "split.split_v2"(%x) {axis = 0 : i64} : (tensor<6xbf16>) -> (tensor<6xbf16>)
  return
}

// -----

func.func @elem_index_v2(%x: tensor<6xindex>) {
  // expected-error @+1 {{'split.split_v2' op operand #0 must be ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<6xindex>'}}
  %r = "split.split_v2"(%x) {axis = 0 : i64} : (tensor<6xindex>) -> (tensor<6xindex>)
  return
}

// -----

func.func @elem_f8E4M3FN_v2(%x: tensor<6xf8E4M3FN>) {
  // expected-error @+1 {{'split.split_v2' op operand #0 must be ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<6xf8E4M3FN>'}}
  %r = "split.split_v2"(%x) {axis = 0 : i64} : (tensor<6xf8E4M3FN>) -> (tensor<6xf8E4M3FN>)
  return
}

// -----

func.func @elem_i4_v2(%x: tensor<6xi4>) {
  // expected-error @+1 {{'split.split_v2' op operand #0 must be ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<6xi4>'}}
  %r = "split.split_v2"(%x) {axis = 0 : i64} : (tensor<6xi4>) -> (tensor<6xi4>)
  return
}

// -----

func.func @elem_bf16_v11(%x: tensor<6xbf16>) {
  // expected-error @+1 {{'split.split_v11' op operand #0 must be ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<6xbf16>'}}
  %r = "split.split_v11"(%x) {axis = 0 : i64} : (tensor<6xbf16>) -> (tensor<6xbf16>)
  return
}

// -----

func.func @elem_index_v11(%x: tensor<6xindex>) {
  // expected-error @+1 {{'split.split_v11' op operand #0 must be ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<6xindex>'}}
  %r = "split.split_v11"(%x) {axis = 0 : i64} : (tensor<6xindex>) -> (tensor<6xindex>)
  return
}

// -----

func.func @elem_f8E4M3FN_v11(%x: tensor<6xf8E4M3FN>) {
  // expected-error @+1 {{'split.split_v11' op operand #0 must be ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<6xf8E4M3FN>'}}
  %r = "split.split_v11"(%x) {axis = 0 : i64} : (tensor<6xf8E4M3FN>) -> (tensor<6xf8E4M3FN>)
  return
}

// -----

func.func @elem_index_v13(%x: tensor<6xindex>) {
  // expected-error @+1 {{'split.split_v13' op operand #0 must be ranked tensor of ONNX opset-13 element type values, but got 'tensor<6xindex>'}}
  %r = "split.split_v13"(%x) {axis = 0 : i64} : (tensor<6xindex>) -> (tensor<6xindex>)
  return
}

// -----

func.func @elem_f8E4M3FN_v13(%x: tensor<6xf8E4M3FN>) {
  // expected-error @+1 {{'split.split_v13' op operand #0 must be ranked tensor of ONNX opset-13 element type values, but got 'tensor<6xf8E4M3FN>'}}
  %r = "split.split_v13"(%x) {axis = 0 : i64} : (tensor<6xf8E4M3FN>) -> (tensor<6xf8E4M3FN>)
  return
}

// -----

func.func @elem_tf32_v13(%x: tensor<6xtf32>) {
  // expected-error @+1 {{'split.split_v13' op operand #0 must be ranked tensor of ONNX opset-13 element type values, but got 'tensor<6xtf32>'}}
  %r = "split.split_v13"(%x) {axis = 0 : i64} : (tensor<6xtf32>) -> (tensor<6xtf32>)
  return
}

// -----

func.func @elem_si32_v13(%x: tensor<6xsi32>) {
  // expected-error @+1 {{'split.split_v13' op operand #0 must be ranked tensor of ONNX opset-13 element type values, but got 'tensor<6xsi32>'}}
  %r = "split.split_v13"(%x) {axis = 0 : i64} : (tensor<6xsi32>) -> (tensor<6xsi32>)
  return
}

// -----

func.func @elem_index_v18(%x: tensor<6xindex>) {
  // expected-error @+1 {{'split.split_v18' op operand #0 must be ranked tensor of ONNX opset-13 element type values, but got 'tensor<6xindex>'}}
  %r = "split.split_v18"(%x) {axis = 0 : i64} : (tensor<6xindex>) -> (tensor<6xindex>)
  return
}

// -----

func.func @elem_f8E5M2_v18(%x: tensor<6xf8E5M2>) {
  // expected-error @+1 {{'split.split_v18' op operand #0 must be ranked tensor of ONNX opset-13 element type values, but got 'tensor<6xf8E5M2>'}}
  %r = "split.split_v18"(%x) {axis = 0 : i64} : (tensor<6xf8E5M2>) -> (tensor<6xf8E5M2>)
  return
}

// -----

func.func @elem_complex_f16_v18(%x: tensor<6xcomplex<f16>>) {
  // expected-error @+1 {{'split.split_v18' op operand #0 must be ranked tensor of ONNX opset-13 element type values, but got 'tensor<6xcomplex<f16>>'}}
  %r = "split.split_v18"(%x) {axis = 0 : i64} : (tensor<6xcomplex<f16>>) -> (tensor<6xcomplex<f16>>)
  return
}

// -----

func.func @elem_bf16_seq_v11(%x: tensor<6xbf16>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op operand #0 must be ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<6xbf16>'}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6xbf16>) -> !split.seq<tensor<1xbf16>>
  return
}

// -----

func.func @elem_index_seq_v11(%x: tensor<6xindex>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op operand #0 must be ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<6xindex>'}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6xindex>) -> !split.seq<tensor<1xindex>>
  return
}

// -----

func.func @elem_f8E4M3FN_seq_v11(%x: tensor<6xf8E4M3FN>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op operand #0 must be ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<6xf8E4M3FN>'}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6xf8E4M3FN>) -> !split.seq<tensor<1xf8E4M3FN>>
  return
}

// -----

func.func @elem_index_seq_v24(%x: tensor<6xindex>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op operand #0 must be ranked tensor of ONNX opset-13 element type values, but got 'tensor<6xindex>'}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 0 : i64} : (tensor<6xindex>) -> !split.seq<tensor<1xindex>>
  return
}

// -----

func.func @elem_f8E4M3FN_seq_v24(%x: tensor<6xf8E4M3FN>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op operand #0 must be ranked tensor of ONNX opset-13 element type values, but got 'tensor<6xf8E4M3FN>'}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 0 : i64} : (tensor<6xf8E4M3FN>) -> !split.seq<tensor<1xf8E4M3FN>>
  return
}

// -----

func.func @elem_ui4_seq_v24(%x: tensor<6xui4>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op operand #0 must be ranked tensor of ONNX opset-13 element type values, but got 'tensor<6xui4>'}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 0 : i64} : (tensor<6xui4>) -> !split.seq<tensor<1xui4>>
  return
}

// -----

func.func @axis_2_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op axis 2 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v1"(%x) {axis = 2 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_m3_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op axis -3 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v1"(%x) {axis = -3 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_100_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op axis 100 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v1"(%x) {axis = 100 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_2_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op axis 2 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v2"(%x) {axis = 2 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_m3_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op axis -3 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v2"(%x) {axis = -3 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_100_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op axis 100 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v2"(%x) {axis = 100 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_2_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op axis 2 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v11"(%x) {axis = 2 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_m3_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op axis -3 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v11"(%x) {axis = -3 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_100_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op axis 100 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v11"(%x) {axis = 100 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_2_v13(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v13' op axis 2 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v13"(%x) {axis = 2 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_m3_v13(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v13' op axis -3 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v13"(%x) {axis = -3 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_100_v13(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v13' op axis 100 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v13"(%x) {axis = 100 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_2_v18(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v18' op axis 2 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v18"(%x) {axis = 2 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_m3_v18(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v18' op axis -3 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v18"(%x) {axis = -3 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_100_v18(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v18' op axis 100 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_v18"(%x) {axis = 100 : i64} : (tensor<3x6xf32>) -> (tensor<3x6xf32>)
  return
}

// -----

func.func @axis_2_seq_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op axis 2 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 2 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xf32>>
  return
}

// -----

func.func @axis_m3_seq_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op axis -3 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_to_sequence_v11"(%x) {axis = -3 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xf32>>
  return
}

// -----

func.func @axis_100_seq_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op axis 100 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 100 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xf32>>
  return
}

// -----

func.func @axis_2_seq_v24(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op axis 2 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 2 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xf32>>
  return
}

// -----

func.func @axis_m3_seq_v24(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op axis -3 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_to_sequence_v24"(%x) {axis = -3 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xf32>>
  return
}

// -----

func.func @axis_100_seq_v24(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op axis 100 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 100 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xf32>>
  return
}

// -----

func.func @zero_results_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op must have at least one result}}
  "split.split_v1"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> ()
  return
}

// -----

func.func @zero_results_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op must have at least one result}}
  "split.split_v2"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> ()
  return
}

// -----

func.func @zero_results_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op must have at least one result}}
  "split.split_v11"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> ()
  return
}

// -----

func.func @zero_results_v13(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v13' op must have at least one result}}
  "split.split_v13"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> ()
  return
}

// -----

func.func @zero_results_v18(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v18' op must have at least one result}}
  "split.split_v18"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> ()
  return
}

// -----

func.func @attr_count_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op split list [1, 2] has length 2 but the op has 3 results}}
  %r:3 = "split.split_v1"(%x) {axis = 0 : i64, split = array<i64: 1, 2>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_count1_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op split list [3] has length 1 but the op has 2 results}}
  %r:2 = "split.split_v1"(%x) {axis = 0 : i64, split = array<i64: 3>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_negative_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op split sizes [4, -1] contain the negative size -1 at index 1}}
  %r:2 = "split.split_v1"(%x) {axis = 0 : i64, split = array<i64: 4, -1>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_negative_dyn_v1(%x: tensor<?x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op split sizes [-2, 5] contain the negative size -2 at index 0}}
  %r:2 = "split.split_v1"(%x) {axis = 0 : i64, split = array<i64: -2, 5>} : (tensor<?x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_sum_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op split sizes [1, 1] sum to 2 but dimension 0 of the input has size 3}}
  %r:2 = "split.split_v1"(%x) {axis = 0 : i64, split = array<i64: 1, 1>} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @attr_sum_negaxis_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op split sizes [2, 2, 3] sum to 7 but dimension 1 of the input has size 6}}
  %r:3 = "split.split_v1"(%x) {axis = -1 : i64, split = array<i64: 2, 2, 3>} : (tensor<3x6xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x3xf32>)
  return
}

// -----

func.func @attr_overflow_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op split sizes [9223372036854775807, 1] overflow a 64-bit sum}}
  %r:2 = "split.split_v1"(%x) {axis = 0 : i64, split = array<i64: 9223372036854775807, 1>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_empty_uneven_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op dimension 0 of the input has size 3, which cannot be split into 2 equal parts}}
  %r:2 = "split.split_v1"(%x) {axis = 0 : i64, split = array<i64>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_count_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op split list [1, 2] has length 2 but the op has 3 results}}
  %r:3 = "split.split_v2"(%x) {axis = 0 : i64, split = array<i64: 1, 2>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_count1_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op split list [3] has length 1 but the op has 2 results}}
  %r:2 = "split.split_v2"(%x) {axis = 0 : i64, split = array<i64: 3>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_negative_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op split sizes [4, -1] contain the negative size -1 at index 1}}
  %r:2 = "split.split_v2"(%x) {axis = 0 : i64, split = array<i64: 4, -1>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_negative_dyn_v2(%x: tensor<?x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op split sizes [-2, 5] contain the negative size -2 at index 0}}
  %r:2 = "split.split_v2"(%x) {axis = 0 : i64, split = array<i64: -2, 5>} : (tensor<?x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_sum_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op split sizes [1, 1] sum to 2 but dimension 0 of the input has size 3}}
  %r:2 = "split.split_v2"(%x) {axis = 0 : i64, split = array<i64: 1, 1>} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @attr_sum_negaxis_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op split sizes [2, 2, 3] sum to 7 but dimension 1 of the input has size 6}}
  %r:3 = "split.split_v2"(%x) {axis = -1 : i64, split = array<i64: 2, 2, 3>} : (tensor<3x6xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x3xf32>)
  return
}

// -----

func.func @attr_overflow_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op split sizes [9223372036854775807, 1] overflow a 64-bit sum}}
  %r:2 = "split.split_v2"(%x) {axis = 0 : i64, split = array<i64: 9223372036854775807, 1>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_empty_uneven_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op dimension 0 of the input has size 3, which cannot be split into 2 equal parts}}
  %r:2 = "split.split_v2"(%x) {axis = 0 : i64, split = array<i64>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_count_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op split list [1, 2] has length 2 but the op has 3 results}}
  %r:3 = "split.split_v11"(%x) {axis = 0 : i64, split = array<i64: 1, 2>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_count1_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op split list [3] has length 1 but the op has 2 results}}
  %r:2 = "split.split_v11"(%x) {axis = 0 : i64, split = array<i64: 3>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_negative_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op split sizes [4, -1] contain the negative size -1 at index 1}}
  %r:2 = "split.split_v11"(%x) {axis = 0 : i64, split = array<i64: 4, -1>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_negative_dyn_v11(%x: tensor<?x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op split sizes [-2, 5] contain the negative size -2 at index 0}}
  %r:2 = "split.split_v11"(%x) {axis = 0 : i64, split = array<i64: -2, 5>} : (tensor<?x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_sum_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op split sizes [1, 1] sum to 2 but dimension 0 of the input has size 3}}
  %r:2 = "split.split_v11"(%x) {axis = 0 : i64, split = array<i64: 1, 1>} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @attr_sum_negaxis_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op split sizes [2, 2, 3] sum to 7 but dimension 1 of the input has size 6}}
  %r:3 = "split.split_v11"(%x) {axis = -1 : i64, split = array<i64: 2, 2, 3>} : (tensor<3x6xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x3xf32>)
  return
}

// -----

func.func @attr_overflow_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op split sizes [9223372036854775807, 1] overflow a 64-bit sum}}
  %r:2 = "split.split_v11"(%x) {axis = 0 : i64, split = array<i64: 9223372036854775807, 1>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @attr_empty_uneven_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op dimension 0 of the input has size 3, which cannot be split into 2 equal parts}}
  %r:2 = "split.split_v11"(%x) {axis = 0 : i64, split = array<i64>} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @const_count_v13(%x: tensor<3x6xf32>) {
  %s = arith.constant dense<[1, 2]> : tensor<2xi64>
  // expected-error @+1 {{'split.split_v13' op split list has length 2 but the op has 3 results}}
  %r:3 = "split.split_v13"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @arg_count_v13(%x: tensor<3x6xf32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{'split.split_v13' op split list has length 3 but the op has 2 results}}
  %r:2 = "split.split_v13"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<3xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @const_empty_uneven_v13(%x: tensor<3x6xf32>) {
  %s = arith.constant dense<> : tensor<0xi64>
  // expected-error @+1 {{'split.split_v13' op dimension 0 of the input has size 3, which cannot be split into 2 equal parts}}
  %r:2 = "split.split_v13"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<0xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @const_count_v18(%x: tensor<3x6xf32>) {
  %s = arith.constant dense<[1, 2]> : tensor<2xi64>
  // expected-error @+1 {{'split.split_v18' op split list has length 2 but the op has 3 results}}
  %r:3 = "split.split_v18"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @arg_count_v18(%x: tensor<3x6xf32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{'split.split_v18' op split list has length 3 but the op has 2 results}}
  %r:2 = "split.split_v18"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<3xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @const_empty_uneven_v18(%x: tensor<3x6xf32>) {
  %s = arith.constant dense<> : tensor<0xi64>
  // expected-error @+1 {{'split.split_v18' op dimension 0 of the input has size 3, which cannot be split into 2 equal parts}}
  %r:2 = "split.split_v18"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<0xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @const_count_v1(%x: tensor<3x6xf32>) {
  %s = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  // expected-error @+1 {{'split.split_v1' op split list has length 2 but the op has 3 results}}
  %r:3 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @arg_count_v1(%x: tensor<3x6xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{'split.split_v1' op split list has length 3 but the op has 2 results}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<3xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @const_empty_uneven_v1(%x: tensor<3x6xf64>) {
  %s = arith.constant dense<> : tensor<0xf64>
  // expected-error @+1 {{'split.split_v1' op dimension 0 of the input has size 3, which cannot be split into 2 equal parts}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf64>, tensor<0xf64>) -> (tensor<?x6xf64>, tensor<?x6xf64>)
  return
}

// -----

func.func @both_attr_operand_v1(%x: tensor<3x6xf32>) {
  %s = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  // expected-error @+1 {{'split.split_v1' op has both a 'split' attribute array<i64: 1, 2> and a 'split' operand}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64, split = array<i64: 1, 2>} : (tensor<3x6xf32>, tensor<2xf32>) -> (tensor<1x6xf32>, tensor<2x6xf32>)
  return
}

// -----

func.func @both_attr_dynoperand_v1(%x: tensor<3x6xf32>, %s: tensor<?xf32>) {
  // expected-error @+1 {{'split.split_v1' op has both a 'split' attribute array<i64: 1, 2> and a 'split' operand}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64, split = array<i64: 1, 2>} : (tensor<3x6xf32>, tensor<?xf32>) -> (tensor<1x6xf32>, tensor<2x6xf32>)
  return
}

// -----

func.func @split_operand_elem_v1(%x: tensor<3x6xf32>, %s: tensor<2xf64>) {
  // expected-error @+1 {{'split.split_v1' op 'split' operand must be a 1-D tensor of the input element type 'f32', but has type 'tensor<2xf64>'}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xf64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @split_operand_rank0_v1(%x: tensor<3x6xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{'split.split_v1' op 'split' operand must be a 1-D tensor of the input element type 'f32', but has type 'tensor<f32>'}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<f32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @split_operand_rank2_v1(%x: tensor<3x6xf32>, %s: tensor<1x2xf32>) {
  // expected-error @+1 {{'split.split_v1' op 'split' operand must be a 1-D tensor of the input element type 'f32', but has type 'tensor<1x2xf32>'}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<1x2xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @split_operand_i64_v1(%x: tensor<3x6xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{'split.split_v1' op operand #1 must be ranked tensor of ONNX Split-1 element type (f16, f32, f64) values, but got 'tensor<2xi64>'}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @split_operand_unranked_v1(%x: tensor<3x6xf32>, %s: tensor<*xf32>) {
  // expected-error @+1 {{'split.split_v1' op operand #1 must be ranked tensor of ONNX Split-1 element type (f16, f32, f64) values, but got 'tensor<*xf32>'}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<*xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @split_operand_i32_v13(%x: tensor<3x6xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{'split.split_v13' op operand #1 must be 1D tensor of 64-bit signless integer values, but got 'tensor<2xi32>'}}
  %r:2 = "split.split_v13"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @split_operand_rank0_v13(%x: tensor<3x6xf32>, %s: tensor<i64>) {
  // expected-error @+1 {{'split.split_v13' op operand #1 must be 1D tensor of 64-bit signless integer values, but got 'tensor<i64>'}}
  %r:2 = "split.split_v13"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<i64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @split_operand_rank2_v13(%x: tensor<3x6xf32>, %s: tensor<1x2xi64>) {
  // expected-error @+1 {{'split.split_v13' op operand #1 must be 1D tensor of 64-bit signless integer values, but got 'tensor<1x2xi64>'}}
  %r:2 = "split.split_v13"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<1x2xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @split_operand_i32_v18(%x: tensor<3x6xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{'split.split_v18' op operand #1 must be 1D tensor of 64-bit signless integer values, but got 'tensor<2xi32>'}}
  %r:2 = "split.split_v18"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @split_operand_rank0_v18(%x: tensor<3x6xf32>, %s: tensor<i64>) {
  // expected-error @+1 {{'split.split_v18' op operand #1 must be 1D tensor of 64-bit signless integer values, but got 'tensor<i64>'}}
  %r:2 = "split.split_v18"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<i64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @split_operand_rank2_v18(%x: tensor<3x6xf32>, %s: tensor<1x2xi64>) {
  // expected-error @+1 {{'split.split_v18' op operand #1 must be 1D tensor of 64-bit signless integer values, but got 'tensor<1x2xi64>'}}
  %r:2 = "split.split_v18"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<1x2xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @uneven_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op dimension 0 of the input has size 3, which cannot be split into 2 equal parts}}
  %r:2 = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @uneven_negaxis_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op dimension 1 of the input has size 6, which cannot be split into 4 equal parts}}
  %r:4 = "split.split_v1"(%x) {axis = -1 : i64} : (tensor<3x6xf32>) -> (tensor<3x?xf32>, tensor<3x?xf32>, tensor<3x?xf32>, tensor<3x?xf32>)
  return
}

// -----

func.func @uneven_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op dimension 0 of the input has size 3, which cannot be split into 2 equal parts}}
  %r:2 = "split.split_v2"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @uneven_negaxis_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op dimension 1 of the input has size 6, which cannot be split into 4 equal parts}}
  %r:4 = "split.split_v2"(%x) {axis = -1 : i64} : (tensor<3x6xf32>) -> (tensor<3x?xf32>, tensor<3x?xf32>, tensor<3x?xf32>, tensor<3x?xf32>)
  return
}

// -----

func.func @uneven_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op dimension 0 of the input has size 3, which cannot be split into 2 equal parts}}
  %r:2 = "split.split_v11"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @uneven_negaxis_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op dimension 1 of the input has size 6, which cannot be split into 4 equal parts}}
  %r:4 = "split.split_v11"(%x) {axis = -1 : i64} : (tensor<3x6xf32>) -> (tensor<3x?xf32>, tensor<3x?xf32>, tensor<3x?xf32>, tensor<3x?xf32>)
  return
}

// -----

func.func @uneven_v13(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v13' op dimension 0 of the input has size 3, which cannot be split into 2 equal parts}}
  %r:2 = "split.split_v13"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @uneven_negaxis_v13(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v13' op dimension 1 of the input has size 6, which cannot be split into 4 equal parts}}
  %r:4 = "split.split_v13"(%x) {axis = -1 : i64} : (tensor<3x6xf32>) -> (tensor<3x?xf32>, tensor<3x?xf32>, tensor<3x?xf32>, tensor<3x?xf32>)
  return
}

// -----

func.func @uneven_v18(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v18' op dimension 0 of the input has size 3, which cannot be split into 2 equal parts}}
  %r:2 = "split.split_v18"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @uneven_negaxis_v18(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v18' op dimension 1 of the input has size 6, which cannot be split into 4 equal parts}}
  %r:4 = "split.split_v18"(%x) {axis = -1 : i64} : (tensor<3x6xf32>) -> (tensor<3x?xf32>, tensor<3x?xf32>, tensor<3x?xf32>, tensor<3x?xf32>)
  return
}

// -----

func.func @both_const_num_outputs_v18(%x: tensor<6xf32>) {
  %s = arith.constant dense<[3, 3]> : tensor<2xi64>
  // expected-error @+1 {{'split.split_v18' op has both a 'split' operand and 'num_outputs' = 2}}
  %r:2 = "split.split_v18"(%x, %s) {axis = 0 : i64, num_outputs = 2 : i64} : (tensor<6xf32>, tensor<2xi64>) -> (tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @both_arg_num_outputs_v18(%x: tensor<6xf32>, %s: tensor<?xi64>) {
  // expected-error @+1 {{'split.split_v18' op has both a 'split' operand and 'num_outputs' = 2}}
  %r:2 = "split.split_v18"(%x, %s) {axis = 0 : i64, num_outputs = 2 : i64} : (tensor<6xf32>, tensor<?xi64>) -> (tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @both_empty_num_outputs_v18(%x: tensor<6xf32>) {
  %s = arith.constant dense<> : tensor<0xi64>
  // expected-error @+1 {{'split.split_v18' op has both a 'split' operand and 'num_outputs' = 2}}
  %r:2 = "split.split_v18"(%x, %s) {axis = 0 : i64, num_outputs = 2 : i64} : (tensor<6xf32>, tensor<0xi64>) -> (tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @num_outputs_0_n1_v18(%x: tensor<6xf32>) {
  // expected-error @+1 {{'split.split_v18' op num_outputs must be >= 1, but is 0}}
  %r = "split.split_v18"(%x) {axis = 0 : i64, num_outputs = 0 : i64} : (tensor<6xf32>) -> (tensor<?xf32>)
  return
}

// -----

func.func @num_outputs_m2_n2_v18(%x: tensor<6xf32>) {
  // expected-error @+1 {{'split.split_v18' op num_outputs must be >= 1, but is -2}}
  %r:2 = "split.split_v18"(%x) {axis = 0 : i64, num_outputs = -2 : i64} : (tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  return
}

// -----

func.func @num_outputs_0_n2_v18(%x: tensor<6xf32>) {
  // expected-error @+1 {{'split.split_v18' op num_outputs must be >= 1, but is 0}}
  %r:2 = "split.split_v18"(%x) {axis = 0 : i64, num_outputs = 0 : i64} : (tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  return
}

// -----

func.func @num_outputs_m2_dyn_v18(%x: tensor<?xf32>) {
  // expected-error @+1 {{'split.split_v18' op num_outputs must be >= 1, but is -2}}
  %r:2 = "split.split_v18"(%x) {axis = 0 : i64, num_outputs = -2 : i64} : (tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  return
}

// -----

func.func @num_outputs_3_n2_v18(%x: tensor<7xf32>) {
  // expected-error @+1 {{'split.split_v18' op num_outputs 3 does not match the number of results 2}}
  %r:2 = "split.split_v18"(%x) {axis = 0 : i64, num_outputs = 3 : i64} : (tensor<7xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  return
}

// -----

func.func @num_outputs_3_n4_v18(%x: tensor<7xf32>) {
  // expected-error @+1 {{'split.split_v18' op num_outputs 3 does not match the number of results 4}}
  %r:4 = "split.split_v18"(%x) {axis = 0 : i64, num_outputs = 3 : i64} : (tensor<7xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
  return
}

// -----

func.func @num_outputs_2_n1_v18(%x: tensor<?xf32>) {
  // expected-error @+1 {{'split.split_v18' op num_outputs 2 does not match the number of results 1}}
  %r = "split.split_v18"(%x) {axis = 0 : i64, num_outputs = 2 : i64} : (tensor<?xf32>) -> (tensor<?xf32>)
  return
}

// -----

func.func @ceil_d5_n4_v18(%x: tensor<2x5xf32>) {
  // expected-error @+1 {{'split.split_v18' op num_outputs 4 cannot split dimension 1 of size 5: 3 parts of size 2 leave -1 for the last part, which must be >= 1}}
  %r:4 = "split.split_v18"(%x) {axis = 1 : i64, num_outputs = 4 : i64} : (tensor<2x5xf32>) -> (tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>)
  return
}

// -----

func.func @ceil_d6_n4_v18(%x: tensor<2x6xf32>) {
  // expected-error @+1 {{'split.split_v18' op num_outputs 4 cannot split dimension 1 of size 6: 3 parts of size 2 leave 0 for the last part, which must be >= 1}}
  %r:4 = "split.split_v18"(%x) {axis = 1 : i64, num_outputs = 4 : i64} : (tensor<2x6xf32>) -> (tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>)
  return
}

// -----

func.func @ceil_d2_n4_v18(%x: tensor<2x2xf32>) {
  // expected-error @+1 {{'split.split_v18' op num_outputs 4 cannot split dimension 1 of size 2: 3 parts of size 1 leave -1 for the last part, which must be >= 1}}
  %r:4 = "split.split_v18"(%x) {axis = 1 : i64, num_outputs = 4 : i64} : (tensor<2x2xf32>) -> (tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>)
  return
}

// -----

func.func @ceil_d0_n1_v18(%x: tensor<2x0xf32>) {
  // expected-error @+1 {{'split.split_v18' op num_outputs 1 cannot split dimension 1 of size 0: its one part must have size >= 1}}
  %r = "split.split_v18"(%x) {axis = 1 : i64, num_outputs = 1 : i64} : (tensor<2x0xf32>) -> (tensor<2x?xf32>)
  return
}

// -----

func.func @ceil_d0_n3_v18(%x: tensor<2x0xf32>) {
  // expected-error @+1 {{'split.split_v18' op num_outputs 3 cannot split dimension 1 of size 0: 2 parts of size 0 leave 0 for the last part, which must be >= 1}}
  %r:3 = "split.split_v18"(%x) {axis = 1 : i64, num_outputs = 3 : i64} : (tensor<2x0xf32>) -> (tensor<2x?xf32>, tensor<2x?xf32>, tensor<2x?xf32>)
  return
}

// -----

func.func @result_axis_size_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op result #1 type tensor<2x6xf32> has size 2 in dimension 0 but its split size is 1}}
  %r:3 = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<2x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_other_dim_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op result #0 type tensor<1x5xf32> has size 5 in dimension 1 but the input has size 6}}
  %r:3 = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x5xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_rank_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op result #2 has rank 1 but the input has rank 2}}
  %r:3 = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<?x?xf32>, tensor<6xf32>)
  return
}

// -----

func.func @result_elem_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op result #0 has element type 'f64', which does not match the input element type 'f32'}}
  %r:3 = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf64>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_unranked_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op result #1 must be variadic of ranked tensor of ONNX Split-1 element type (f16, f32, f64) values, but got 'tensor<*xf32>'}}
  %r:3 = "split.split_v1"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<*xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_axis_size_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op result #1 type tensor<2x6xf32> has size 2 in dimension 0 but its split size is 1}}
  %r:3 = "split.split_v2"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<2x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_other_dim_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op result #0 type tensor<1x5xf32> has size 5 in dimension 1 but the input has size 6}}
  %r:3 = "split.split_v2"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x5xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_rank_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op result #2 has rank 1 but the input has rank 2}}
  %r:3 = "split.split_v2"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<?x?xf32>, tensor<6xf32>)
  return
}

// -----

func.func @result_elem_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op result #0 has element type 'f64', which does not match the input element type 'f32'}}
  %r:3 = "split.split_v2"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf64>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_unranked_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op result #1 must be variadic of ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<*xf32>'}}
  %r:3 = "split.split_v2"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<*xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_axis_size_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op result #1 type tensor<2x6xf32> has size 2 in dimension 0 but its split size is 1}}
  %r:3 = "split.split_v11"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<2x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_other_dim_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op result #0 type tensor<1x5xf32> has size 5 in dimension 1 but the input has size 6}}
  %r:3 = "split.split_v11"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x5xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_rank_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op result #2 has rank 1 but the input has rank 2}}
  %r:3 = "split.split_v11"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<?x?xf32>, tensor<6xf32>)
  return
}

// -----

func.func @result_elem_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op result #0 has element type 'f64', which does not match the input element type 'f32'}}
  %r:3 = "split.split_v11"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf64>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_unranked_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op result #1 must be variadic of ranked tensor of ONNX opset-11 element type (no bf16) values, but got 'tensor<*xf32>'}}
  %r:3 = "split.split_v11"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<*xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_axis_size_v13(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v13' op result #1 type tensor<2x6xf32> has size 2 in dimension 0 but its split size is 1}}
  %r:3 = "split.split_v13"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<2x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_other_dim_v13(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v13' op result #0 type tensor<1x5xf32> has size 5 in dimension 1 but the input has size 6}}
  %r:3 = "split.split_v13"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x5xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_rank_v13(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v13' op result #2 has rank 1 but the input has rank 2}}
  %r:3 = "split.split_v13"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<?x?xf32>, tensor<6xf32>)
  return
}

// -----

func.func @result_elem_v13(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v13' op result #0 has element type 'f64', which does not match the input element type 'f32'}}
  %r:3 = "split.split_v13"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf64>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_unranked_v13(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v13' op result #1 must be variadic of ranked tensor of ONNX opset-13 element type values, but got 'tensor<*xf32>'}}
  %r:3 = "split.split_v13"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<*xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_axis_size_v18(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v18' op result #1 type tensor<2x6xf32> has size 2 in dimension 0 but its split size is 1}}
  %r:3 = "split.split_v18"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<2x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_other_dim_v18(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v18' op result #0 type tensor<1x5xf32> has size 5 in dimension 1 but the input has size 6}}
  %r:3 = "split.split_v18"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x5xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_rank_v18(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v18' op result #2 has rank 1 but the input has rank 2}}
  %r:3 = "split.split_v18"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<?x?xf32>, tensor<6xf32>)
  return
}

// -----

func.func @result_elem_v18(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v18' op result #0 has element type 'f64', which does not match the input element type 'f32'}}
  %r:3 = "split.split_v18"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf64>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_unranked_v18(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v18' op result #1 must be variadic of ranked tensor of ONNX opset-13 element type values, but got 'tensor<*xf32>'}}
  %r:3 = "split.split_v18"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<*xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @result_attr_size_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op result #1 type tensor<3x3xf32> has size 3 in dimension 1 but its split size is 4}}
  %r:2 = "split.split_v2"(%x) {axis = 1 : i64, split = array<i64: 2, 4>} : (tensor<3x6xf32>) -> (tensor<3x2xf32>, tensor<3x3xf32>)
  return
}

// -----

func.func @result_attr_size_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op result #1 type tensor<3x3xf32> has size 3 in dimension 1 but its split size is 4}}
  %r:2 = "split.split_v11"(%x) {axis = 1 : i64, split = array<i64: 2, 4>} : (tensor<3x6xf32>) -> (tensor<3x2xf32>, tensor<3x3xf32>)
  return
}

// -----

func.func @result_num_outputs_size_v18(%x: tensor<7xf32>) {
  // expected-error @+1 {{'split.split_v18' op result #2 type tensor<2xf32> has size 2 in dimension 0 but its split size is 1}}
  %r:3 = "split.split_v18"(%x) {axis = 0 : i64, num_outputs = 3 : i64} : (tensor<7xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<2xf32>)
  return
}

// -----

func.func @keepdims0_rank_seq_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op sequence element type 'tensor<3x1xf32>' is incompatible with 'tensor<3xf32>', the input with dimension 1 removed (keepdims = 0)}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 1 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<3x1xf32>>
  return
}

// -----

func.func @keepdims0_dim_seq_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op sequence element type 'tensor<6xf32>' is incompatible with 'tensor<3xf32>', the input with dimension 1 removed (keepdims = 0)}}
  %r = "split.split_to_sequence_v11"(%x) {axis = -1 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<6xf32>>
  return
}

// -----

func.func @keepdims0_elem_seq_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op sequence element type 'tensor<6xf64>' is incompatible with 'tensor<6xf32>', the input with dimension 0 removed (keepdims = 0)}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 0 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<6xf64>>
  return
}

// -----

// keepdims = 0 is ignored with a 1-D split: the elements keep the axis.
func.func @keepdims0_with_split_seq_v11(%x: tensor<3x6xf32>) {
  %s = arith.constant dense<[3, 3]> : tensor<2xi64>
  // expected-error @+1 {{'split.split_to_sequence_v11' op sequence element has rank 1 but the input has rank 2}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 1 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> !split.seq<tensor<3xf32>>
  return
}

// -----

// keepdims = 0 drops the axis with a 0-D split, whatever its value.
func.func @keepdims0_with_scalar_seq_v11(%x: tensor<3x6xf32>, %s: tensor<i64>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op sequence element type 'tensor<3x1xf32>' is incompatible with 'tensor<3xf32>', the input with dimension 1 removed (keepdims = 0)}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 1 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>, tensor<i64>) -> !split.seq<tensor<3x1xf32>>
  return
}

// -----

func.func @elem_chunks_nosplit_seq_v11(%x: tensor<6x3xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op sequence element type 'tensor<2x3xf32>' has size 2 in dimension 0 but every chunk has size 1}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<2x3xf32>>
  return
}

// -----

func.func @elem_chunks_nosplit_dyn_seq_v11(%x: tensor<?x3xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op sequence element type 'tensor<2x3xf32>' has size 2 in dimension 0 but every chunk has size 1}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<?x3xf32>) -> !split.seq<tensor<2x3xf32>>
  return
}

// -----

func.func @elem_other_dim_seq_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op sequence element type 'tensor<1x4xf32>' has size 4 in dimension 1 but the input has size 6}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x4xf32>>
  return
}

// -----

func.func @elem_rank_seq_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op sequence element has rank 3 but the input has rank 2}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6x1xf32>>
  return
}

// -----

func.func @elem_elem_seq_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op sequence element has element type 'i32', which does not match the input element type 'f32'}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xi32>>
  return
}

// -----

func.func @seq_split_type_f32_seq_v11(%x: tensor<3x6xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op operand #1 must be 0D/1D tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<f32>'}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<f32>) -> !split.seq<tensor<?x6xf32>>
  return
}

// -----

func.func @seq_split_type_i16_seq_v11(%x: tensor<3x6xf32>, %s: tensor<2xi16>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op operand #1 must be 0D/1D tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<2xi16>'}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi16>) -> !split.seq<tensor<?x6xf32>>
  return
}

// -----

func.func @seq_split_type_rank2_seq_v11(%x: tensor<3x6xf32>, %s: tensor<1x2xi64>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op operand #1 must be 0D/1D tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<1x2xi64>'}}
  %r = "split.split_to_sequence_v11"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<1x2xi64>) -> !split.seq<tensor<?x6xf32>>
  return
}

// -----

func.func @seq_result_not_seq_seq_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op result #0 must be sequence of tensors, but got 'tensor<1x6xf32>'}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> tensor<1x6xf32>
  return
}

// -----

func.func @keepdims0_rank_seq_v24(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op sequence element type 'tensor<3x1xf32>' is incompatible with 'tensor<3xf32>', the input with dimension 1 removed (keepdims = 0)}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 1 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<3x1xf32>>
  return
}

// -----

func.func @keepdims0_dim_seq_v24(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op sequence element type 'tensor<6xf32>' is incompatible with 'tensor<3xf32>', the input with dimension 1 removed (keepdims = 0)}}
  %r = "split.split_to_sequence_v24"(%x) {axis = -1 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<6xf32>>
  return
}

// -----

func.func @keepdims0_elem_seq_v24(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op sequence element type 'tensor<6xf64>' is incompatible with 'tensor<6xf32>', the input with dimension 0 removed (keepdims = 0)}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 0 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<6xf64>>
  return
}

// -----

// keepdims = 0 is ignored with a 1-D split: the elements keep the axis.
func.func @keepdims0_with_split_seq_v24(%x: tensor<3x6xf32>) {
  %s = arith.constant dense<[3, 3]> : tensor<2xi64>
  // expected-error @+1 {{'split.split_to_sequence_v24' op sequence element has rank 1 but the input has rank 2}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 1 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>, tensor<2xi64>) -> !split.seq<tensor<3xf32>>
  return
}

// -----

// keepdims = 0 drops the axis with a 0-D split, whatever its value.
func.func @keepdims0_with_scalar_seq_v24(%x: tensor<3x6xf32>, %s: tensor<i64>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op sequence element type 'tensor<3x1xf32>' is incompatible with 'tensor<3xf32>', the input with dimension 1 removed (keepdims = 0)}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 1 : i64, keepdims = 0 : i64} : (tensor<3x6xf32>, tensor<i64>) -> !split.seq<tensor<3x1xf32>>
  return
}

// -----

func.func @elem_chunks_nosplit_seq_v24(%x: tensor<6x3xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op sequence element type 'tensor<2x3xf32>' has size 2 in dimension 0 but every chunk has size 1}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<2x3xf32>>
  return
}

// -----

func.func @elem_chunks_nosplit_dyn_seq_v24(%x: tensor<?x3xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op sequence element type 'tensor<2x3xf32>' has size 2 in dimension 0 but every chunk has size 1}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 0 : i64} : (tensor<?x3xf32>) -> !split.seq<tensor<2x3xf32>>
  return
}

// -----

func.func @elem_other_dim_seq_v24(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op sequence element type 'tensor<1x4xf32>' has size 4 in dimension 1 but the input has size 6}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x4xf32>>
  return
}

// -----

func.func @elem_rank_seq_v24(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op sequence element has rank 3 but the input has rank 2}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6x1xf32>>
  return
}

// -----

func.func @elem_elem_seq_v24(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op sequence element has element type 'i32', which does not match the input element type 'f32'}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xi32>>
  return
}

// -----

func.func @seq_split_type_f32_seq_v24(%x: tensor<3x6xf32>, %s: tensor<f32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op operand #1 must be 0D/1D tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<f32>'}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<f32>) -> !split.seq<tensor<?x6xf32>>
  return
}

// -----

func.func @seq_split_type_i16_seq_v24(%x: tensor<3x6xf32>, %s: tensor<2xi16>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op operand #1 must be 0D/1D tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<2xi16>'}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<2xi16>) -> !split.seq<tensor<?x6xf32>>
  return
}

// -----

func.func @seq_split_type_rank2_seq_v24(%x: tensor<3x6xf32>, %s: tensor<1x2xi64>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op operand #1 must be 0D/1D tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<1x2xi64>'}}
  %r = "split.split_to_sequence_v24"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<1x2xi64>) -> !split.seq<tensor<?x6xf32>>
  return
}

// -----

func.func @seq_result_not_seq_seq_v24(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op result #0 must be sequence of tensors, but got 'tensor<1x6xf32>'}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 0 : i64} : (tensor<3x6xf32>) -> tensor<1x6xf32>
  return
}

// -----

func.func @sequence_at_result_elem(%x: tensor<6x3xf32>, %p: tensor<i64>) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<1x3xf32>>
  // expected-error @+1 {{'split.sequence_at' op result type 'tensor<1x3xf64>' is incompatible with the sequence element type 'tensor<1x3xf32>'}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, tensor<i64>) -> tensor<1x3xf64>
  return
}

// -----

func.func @sequence_at_result_rank(%x: tensor<6x3xf32>, %p: tensor<i64>) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<1x3xf32>>
  // expected-error @+1 {{'split.sequence_at' op result type 'tensor<3xf32>' is incompatible with the sequence element type 'tensor<1x3xf32>'}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, tensor<i64>) -> tensor<3xf32>
  return
}

// -----

func.func @sequence_at_result_dim(%x: tensor<6x3xf32>, %p: tensor<i64>) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<1x3xf32>>
  // expected-error @+1 {{'split.sequence_at' op result type 'tensor<2x3xf32>' is incompatible with the sequence element type 'tensor<1x3xf32>'}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, tensor<i64>) -> tensor<2x3xf32>
  return
}

// -----

func.func @sequence_at_result_dim1(%x: tensor<6x3xf32>, %p: tensor<i64>) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<1x3xf32>>
  // expected-error @+1 {{'split.sequence_at' op result type 'tensor<1x4xf32>' is incompatible with the sequence element type 'tensor<1x3xf32>'}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, tensor<i64>) -> tensor<1x4xf32>
  return
}

// -----

func.func @sequence_at_result_unranked(%x: tensor<6x3xf32>, %p: tensor<i64>) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<1x3xf32>>
  // expected-error @+1 {{'split.sequence_at' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, tensor<i64>) -> tensor<*xf32>
  return
}

// -----

func.func @sequence_at_position_f32(%x: tensor<6x3xf32>, %p: tensor<f32>) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<1x3xf32>>
  // expected-error @+1 {{'split.sequence_at' op operand #1 must be 0D tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<f32>'}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, tensor<f32>) -> tensor<1x3xf32>
  return
}

// -----

func.func @sequence_at_position_1d(%x: tensor<6x3xf32>, %p: tensor<1xi64>) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<1x3xf32>>
  // expected-error @+1 {{'split.sequence_at' op operand #1 must be 0D tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<1xi64>'}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, tensor<1xi64>) -> tensor<1x3xf32>
  return
}

// -----

func.func @sequence_at_position_i16(%x: tensor<6x3xf32>, %p: tensor<i16>) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<1x3xf32>>
  // expected-error @+1 {{'split.sequence_at' op operand #1 must be 0D tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<i16>'}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, tensor<i16>) -> tensor<1x3xf32>
  return
}

// -----

func.func @sequence_at_position_index(%x: tensor<6x3xf32>, %p: index) {
  %q = "split.split_to_sequence_v11"(%x) {axis = 0 : i64} : (tensor<6x3xf32>) -> !split.seq<tensor<1x3xf32>>
  // expected-error @+1 {{'split.sequence_at' op operand #1 must be 0D tensor of 32-bit signless integer or 64-bit signless integer values, but got 'index'}}
  %e = "split.sequence_at"(%q, %p) : (!split.seq<tensor<1x3xf32>>, index) -> tensor<1x3xf32>
  return
}

// -----

func.func @sequence_at_not_seq(%x: tensor<1x3xf32>, %p: tensor<i64>) {
  // expected-error @+1 {{'split.sequence_at' op operand #0 must be sequence of tensors, but got 'tensor<1x3xf32>'}}
  %e = "split.sequence_at"(%x, %p) : (tensor<1x3xf32>, tensor<i64>) -> tensor<1x3xf32>
  return
}

// -----

func.func @sequence_length_result_i32(%q: !split.seq<tensor<1x3xf32>>) {
  // expected-error @+1 {{'split.sequence_length' op result #0 must be 0-D tensor of i64, but got 'tensor<i32>'}}
  %n = "split.sequence_length"(%q) : (!split.seq<tensor<1x3xf32>>) -> tensor<i32>
  return
}

// -----

func.func @sequence_length_result_1d(%q: !split.seq<tensor<1x3xf32>>) {
  // expected-error @+1 {{'split.sequence_length' op result #0 must be 0-D tensor of i64, but got 'tensor<1xi64>'}}
  %n = "split.sequence_length"(%q) : (!split.seq<tensor<1x3xf32>>) -> tensor<1xi64>
  return
}

// -----

func.func @sequence_length_result_scalar(%q: !split.seq<tensor<1x3xf32>>) {
  // expected-error @+1 {{'split.sequence_length' op result #0 must be 0-D tensor of i64, but got 'i64'}}
  %n = "split.sequence_length"(%q) : (!split.seq<tensor<1x3xf32>>) -> i64
  return
}

// -----

func.func @sequence_length_result_index(%q: !split.seq<tensor<1x3xf32>>) {
  // expected-error @+1 {{'split.sequence_length' op result #0 must be 0-D tensor of i64, but got 'tensor<index>'}}
  %n = "split.sequence_length"(%q) : (!split.seq<tensor<1x3xf32>>) -> tensor<index>
  return
}

// -----

func.func @sequence_length_not_seq(%x: tensor<3xf32>) {
  // expected-error @+1 {{'split.sequence_length' op operand #0 must be sequence of tensors, but got 'tensor<3xf32>'}}
  %n = "split.sequence_length"(%x) : (tensor<3xf32>) -> tensor<i64>
  return
}

// -----

func.func @arg_empty_uneven_v1(%x: tensor<3x6xf32>, %s: tensor<0xf32>) {
  // expected-error @+1 {{'split.split_v1' op dimension 0 of the input has size 3, which cannot be split into 2 equal parts}}
  %r:2 = "split.split_v1"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<0xf32>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @arg_empty_uneven_v13(%x: tensor<3x6xf32>, %s: tensor<0xi64>) {
  // expected-error @+1 {{'split.split_v13' op dimension 0 of the input has size 3, which cannot be split into 2 equal parts}}
  %r:2 = "split.split_v13"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<0xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @arg_empty_uneven_v18(%x: tensor<3x6xf32>, %s: tensor<0xi64>) {
  // expected-error @+1 {{'split.split_v18' op dimension 0 of the input has size 3, which cannot be split into 2 equal parts}}
  %r:2 = "split.split_v18"(%x, %s) {axis = 0 : i64} : (tensor<3x6xf32>, tensor<0xi64>) -> (tensor<?x6xf32>, tensor<?x6xf32>)
  return
}

// -----

func.func @axis_i32_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op attribute 'axis' failed to satisfy constraint: 64-bit signless integer attribute}}
  %r:3 = "split.split_v1"(%x) {axis = 0 : i32} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @axis_min_v1(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v1' op axis -9223372036854775808 is out of range [-2, 1] for an input of rank 2}}
  %r:3 = "split.split_v1"(%x) {axis = -9223372036854775808 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @axis_i32_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op attribute 'axis' failed to satisfy constraint: 64-bit signless integer attribute}}
  %r:3 = "split.split_v2"(%x) {axis = 0 : i32} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @axis_min_v2(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v2' op axis -9223372036854775808 is out of range [-2, 1] for an input of rank 2}}
  %r:3 = "split.split_v2"(%x) {axis = -9223372036854775808 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @axis_i32_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op attribute 'axis' failed to satisfy constraint: 64-bit signless integer attribute}}
  %r:3 = "split.split_v11"(%x) {axis = 0 : i32} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @axis_min_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v11' op axis -9223372036854775808 is out of range [-2, 1] for an input of rank 2}}
  %r:3 = "split.split_v11"(%x) {axis = -9223372036854775808 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @axis_i32_v13(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v13' op attribute 'axis' failed to satisfy constraint: 64-bit signless integer attribute}}
  %r:3 = "split.split_v13"(%x) {axis = 0 : i32} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @axis_min_v13(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v13' op axis -9223372036854775808 is out of range [-2, 1] for an input of rank 2}}
  %r:3 = "split.split_v13"(%x) {axis = -9223372036854775808 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @axis_i32_v18(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v18' op attribute 'axis' failed to satisfy constraint: 64-bit signless integer attribute}}
  %r:3 = "split.split_v18"(%x) {axis = 0 : i32} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @axis_min_v18(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_v18' op axis -9223372036854775808 is out of range [-2, 1] for an input of rank 2}}
  %r:3 = "split.split_v18"(%x) {axis = -9223372036854775808 : i64} : (tensor<3x6xf32>) -> (tensor<1x6xf32>, tensor<1x6xf32>, tensor<1x6xf32>)
  return
}

// -----

func.func @axis_i32_seq_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op attribute 'axis' failed to satisfy constraint: 64-bit signless integer attribute}}
  %r = "split.split_to_sequence_v11"(%x) {axis = 0 : i32} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xf32>>
  return
}

// -----

func.func @axis_min_seq_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op axis -9223372036854775808 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_to_sequence_v11"(%x) {axis = -9223372036854775808 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xf32>>
  return
}

// -----

func.func @axis_i32_seq_v24(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op attribute 'axis' failed to satisfy constraint: 64-bit signless integer attribute}}
  %r = "split.split_to_sequence_v24"(%x) {axis = 0 : i32} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xf32>>
  return
}

// -----

func.func @axis_min_seq_v24(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op axis -9223372036854775808 is out of range [-2, 1] for an input of rank 2}}
  %r = "split.split_to_sequence_v24"(%x) {axis = -9223372036854775808 : i64} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xf32>>
  return
}

// -----

func.func @keepdims_f32_seq_v11(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v11' op attribute 'keepdims' failed to satisfy constraint: 64-bit signless integer attribute}}
  %r = "split.split_to_sequence_v11"(%x) {keepdims = 1.0 : f32} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xf32>>
  return
}

// -----

func.func @keepdims_f32_seq_v24(%x: tensor<3x6xf32>) {
  // expected-error @+1 {{'split.split_to_sequence_v24' op attribute 'keepdims' failed to satisfy constraint: 64-bit signless integer attribute}}
  %r = "split.split_to_sequence_v24"(%x) {keepdims = 1.0 : f32} : (tensor<3x6xf32>) -> !split.seq<tensor<1x6xf32>>
  return
}

// -----

func.func @num_outputs_i32_v18(%x: tensor<6xf32>) {
  // expected-error @+1 {{'split.split_v18' op attribute 'num_outputs' failed to satisfy constraint: 64-bit signless integer attribute}}
  %r:2 = "split.split_v18"(%x) {num_outputs = 2 : i32} : (tensor<6xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @split_attr_i32_v1(%x: tensor<6xf32>) {
  // expected-error @+1 {{'split.split_v1' op attribute 'split' failed to satisfy constraint: i64 dense array attribute}}
  %r:2 = "split.split_v1"(%x) {split = array<i32: 3, 3>} : (tensor<6xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @split_attr_i32_v2(%x: tensor<6xf32>) {
  // expected-error @+1 {{'split.split_v2' op attribute 'split' failed to satisfy constraint: i64 dense array attribute}}
  %r:2 = "split.split_v2"(%x) {split = array<i32: 3, 3>} : (tensor<6xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

func.func @split_attr_i32_v11(%x: tensor<6xf32>) {
  // expected-error @+1 {{'split.split_v11' op attribute 'split' failed to satisfy constraint: i64 dense array attribute}}
  %r:2 = "split.split_v11"(%x) {split = array<i32: 3, 3>} : (tensor<6xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  return
}

// -----

// expected-error @+1 {{!split.seq elements must be ranked tensors, but got 'f32'}}
func.func @seq_of_f32(%q: !split.seq<f32>) {
  return
}

// -----

// expected-error @+1 {{!split.seq elements must be ranked tensors, but got 'tensor<*xf32>'}}
func.func @seq_of_unranked(%q: !split.seq<tensor<*xf32>>) {
  return
}

// -----

// A split size equal to the "dynamic" marker is still a negative size.
func.func @v11_int64_min_size(%x: tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  // expected-error @+1 {{'split.split_v11' op split sizes contain the negative size -9223372036854775808 at index 0}}
  %0:2 = "split.split_v11"(%x) {split = array<i64: -9223372036854775808, 3>} : (tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @check_wide_value(%c: i1, %v: i128) {
  // expected-error @+1 {{'split.check' op operand #1 must be variadic of index or 1-bit signless integer or 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer, but got 'i128'}}
  split.check %c, "wide {0}"(%v : i128)
  return
}

// -----

func.func @check_placeholder_without_value(%c: i1) {
  // expected-error @+1 {{'split.check' op message placeholder {1} has no value; the check has 1 values}}
  split.check %c, "a {0} b {1}"(%c : i1)
  return
}

// -----

// The string type has no parameters.
// expected-error @+1 {{!split.string takes no parameters}}
func.func @string_with_parameter(%x: tensor<2x!split.string<3>>) {
  return
}

// -----

// A placeholder index too large for any operand is an error, not text.
func.func @check_huge_placeholder(%c: i1) {
  // expected-error @+1 {{'split.check' op message placeholder {99999999999999999999} has no value; the check has 0 values}}
  split.check %c, "size {99999999999999999999}"
  return
}

// -----

// One result, a list of two entries: "1 result", not "1 results".
func.func @one_result_two_entries(%x: tensor<6xf32>) {
  // expected-error @+1 {{'split.split_v11' op split list [2, 4] has length 2 but the op has 1 result}}
  %a = split.split_v11 %x split = [2, 4] : tensor<6xf32> -> tensor<?xf32>
  return
}

// -----

// The normalised op's mixed sizes: one per result, one size operand for each
// dynamic entry.
func.func @normalised_size_count(%x: tensor<6xf32>) {
  // expected-error @+1 {{'split.split' op static_sizes has 1 entries but the op has 2 results}}
  %a:2 = "split.split"(%x) {axis = 0 : i64, static_sizes = array<i64: 3>} : (tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  return
}

// -----

func.func @normalised_dynamic_size_count(%x: tensor<6xf32>) {
  // expected-error @+1 {{'split.split' op static_sizes has 1 dynamic entries but the op has 0 size operands}}
  %a:2 = "split.split"(%x) {axis = 0 : i64, static_sizes = array<i64: -9223372036854775808, 3>} : (tensor<6xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  return
}
