// RUN: split-opt %s -split-input-file -verify-diagnostics

// Verifier errors of the sequence ops other than SplitToSequence: decided by
// attributes and types alone, naming the op, the operand and the types.

func.func @construct_none() {
  // expected-error @+1 {{'split.sequence_construct' op needs at least one tensor (an empty sequence is split.sequence_empty)}}
  %s = "split.sequence_construct"() : () -> !split.seq<tensor<2xf32>>
  return
}

// -----

func.func @construct_element_type(%a: tensor<2xf32>, %b: tensor<2xi32>) {
  // expected-error @+1 {{'split.sequence_construct' op operand #1 of type 'tensor<2xi32>' does not conform to the sequence element type 'tensor<?xf32>': the element types differ}}
  %s = split.sequence_construct %a, %b : tensor<2xf32>, tensor<2xi32> -> !split.seq<tensor<?xf32>>
  return
}

// -----

func.func @construct_rank(%a: tensor<2xf32>, %b: tensor<2x2xf32>) {
  // expected-error @+1 {{'split.sequence_construct' op operand #1 of type 'tensor<2x2xf32>' does not conform to the sequence element type 'tensor<?xf32>': the ranks differ}}
  %s = split.sequence_construct %a, %b : tensor<2xf32>, tensor<2x2xf32> -> !split.seq<tensor<?xf32>>
  return
}

// -----

func.func @construct_static_dim(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) {
  // expected-error @+1 {{'split.sequence_construct' op operand #1 of type 'tensor<2x4xf32>' does not conform to the sequence element type 'tensor<?x3xf32>': dimension 1 has size 4 where the element type has 3}}
  %s = split.sequence_construct %a, %b : tensor<2x3xf32>, tensor<2x4xf32> -> !split.seq<tensor<?x3xf32>>
  return
}

// -----

// A dynamic operand dimension does not conform to a static one: the types
// could not promise it (a tensor.cast says it, and is checked).
func.func @construct_dynamic_dim(%a: tensor<?x3xf32>) {
  // expected-error @+1 {{'split.sequence_construct' op operand #0 of type 'tensor<?x3xf32>' does not conform to the sequence element type 'tensor<2x3xf32>': dimension 0 has size ? where the element type has 2}}
  %s = split.sequence_construct %a : tensor<?x3xf32> -> !split.seq<tensor<2x3xf32>>
  return
}

// -----

func.func @insert_element_type(%s: !split.seq<tensor<?xf32>>, %x: tensor<2xi64>) {
  // expected-error @+1 {{'split.sequence_insert' op the tensor of type 'tensor<2xi64>' does not conform to the sequence element type 'tensor<?xf32>': the element types differ}}
  %t = split.sequence_insert %s, %x : !split.seq<tensor<?xf32>>, tensor<2xi64>
  return
}

// -----

func.func @insert_rank(%s: !split.seq<tensor<?xf32>>, %x: tensor<2x2xf32>) {
  // expected-error @+1 {{'split.sequence_insert' op the tensor of type 'tensor<2x2xf32>' does not conform to the sequence element type 'tensor<?xf32>': the ranks differ}}
  %t = split.sequence_insert %s, %x : !split.seq<tensor<?xf32>>, tensor<2x2xf32>
  return
}

// -----

// The result may be more dynamic than the input, never less.
func.func @insert_result_less_dynamic(%s: !split.seq<tensor<?xf32>>, %x: tensor<2xf32>) {
  // expected-error @+1 {{'split.sequence_insert' op the elements of the input sequence of type 'tensor<?xf32>' does not conform to the sequence element type 'tensor<2xf32>': dimension 0 has size ? where the element type has 2}}
  %t = split.sequence_insert %s, %x : !split.seq<tensor<?xf32>>, tensor<2xf32> -> !split.seq<tensor<2xf32>>
  return
}

// -----

func.func @insert_position_shape(%s: !split.seq<tensor<?xf32>>, %x: tensor<2xf32>, %p: tensor<1xi64>) {
  // expected-error @+1 {{'split.sequence_insert' op operand #2 must be 0D tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<1xi64>'}}
  %t = split.sequence_insert %s, %x[%p] : !split.seq<tensor<?xf32>>, tensor<2xf32>, tensor<1xi64>
  return
}

// -----

func.func @erase_result_type(%s: !split.seq<tensor<?xf32>>) {
  // expected-error @+1 {{'split.sequence_erase' op failed to verify that all of {input_sequence, output_sequence} have same type}}
  %t = "split.sequence_erase"(%s) : (!split.seq<tensor<?xf32>>) -> !split.seq<tensor<2xf32>>
  return
}

// -----

func.func @concat_axis(%s: !split.seq<tensor<2x3xf32>>) {
  // expected-error @+1 {{'split.concat_from_sequence' op axis 2 is out of range [-2, 1] for elements of rank 2 with new_axis = 0}}
  %c = split.concat_from_sequence %s axis = 2 : !split.seq<tensor<2x3xf32>> -> tensor<2x?xf32>
  return
}

// -----

func.func @concat_axis_negative(%s: !split.seq<tensor<2x3xf32>>) {
  // expected-error @+1 {{'split.concat_from_sequence' op axis -3 is out of range [-2, 1] for elements of rank 2 with new_axis = 0}}
  %c = split.concat_from_sequence %s axis = -3 : !split.seq<tensor<2x3xf32>> -> tensor<2x?xf32>
  return
}

// -----

func.func @stack_axis(%s: !split.seq<tensor<2x3xf32>>) {
  // expected-error @+1 {{'split.concat_from_sequence' op axis 3 is out of range [-3, 2] for elements of rank 2 with new_axis = 1}}
  %c = split.concat_from_sequence %s axis = 3 new_axis = 1 : !split.seq<tensor<2x3xf32>> -> tensor<2x3x?xf32>
  return
}

// -----

func.func @stack_axis_negative(%s: !split.seq<tensor<2x3xf32>>) {
  // expected-error @+1 {{'split.concat_from_sequence' op axis -4 is out of range [-3, 2] for elements of rank 2 with new_axis = 1}}
  %c = split.concat_from_sequence %s axis = -4 new_axis = 1 : !split.seq<tensor<2x3xf32>> -> tensor<?x2x3xf32>
  return
}

// -----

func.func @concat_result_static_dim(%s: !split.seq<tensor<2x3xf32>>) {
  // expected-error @+1 {{'split.concat_from_sequence' op result type 'tensor<2x4xf32>' is incompatible with 'tensor<?x3xf32>', the concatenation of elements of type 'tensor<2x3xf32>' along axis 0}}
  %c = split.concat_from_sequence %s axis = 0 : !split.seq<tensor<2x3xf32>> -> tensor<2x4xf32>
  return
}

// -----

func.func @stack_result_rank(%s: !split.seq<tensor<2x3xf32>>) {
  // expected-error @+1 {{'split.concat_from_sequence' op result type 'tensor<2x?xf32>' is incompatible with 'tensor<2x3x?xf32>', the concatenation of elements of type 'tensor<2x3xf32>' along axis 2 (new)}}
  %c = split.concat_from_sequence %s axis = -1 new_axis = 1 : !split.seq<tensor<2x3xf32>> -> tensor<2x?xf32>
  return
}

// -----

func.func @concat_element_type(%s: !split.seq<tensor<2x3xf32>>) {
  // expected-error @+1 {{'split.concat_from_sequence' op result type 'tensor<?x3xf16>' is incompatible with 'tensor<?x3xf32>', the concatenation of elements of type 'tensor<2x3xf32>' along axis 0}}
  %c = split.concat_from_sequence %s axis = 0 : !split.seq<tensor<2x3xf32>> -> tensor<?x3xf16>
  return
}
