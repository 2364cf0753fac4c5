//===- SplitOps.td - split dialect ops ---------------------*- tablegen -*-===//
//
// One op per ONNX version. The rules that the versions share live once in
// the semantics module (split/Dialect/Split/Utils/Semantics.h); the ops here
// only say where each version takes its sizes from.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_DIALECT_SPLIT_IR_SPLITOPS_TD
#define SPLIT_DIALECT_SPLIT_IR_SPLITOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "split/Dialect/Split/IR/SplitBase.td"
include "split/Dialect/Split/IR/SplitTypes.td"
include "split/Dialect/Split/IR/SplitInterfaces.td"

//===----------------------------------------------------------------------===//
// Attribute and type constraints
//===----------------------------------------------------------------------===//

// An i64 attribute read as a signed value (axes may be negative).
def Split_SI64Attr : TypedSignlessIntegerAttrBase<I64, "int64_t",
    "64-bit signless integer attribute"> {
  let convertFromStorage = "$_self.getValue().getSExtValue()";
}

def Split_AxisAttr : DefaultValuedAttr<Split_SI64Attr, "0">;

class Split_InputTensor<string opset, list<Type> types>
    : RankedTensorOf<types, [], "ranked tensor of ONNX " # opset # " types">;

def Split_I64List : 1DTensorOf<[I64]>;
def Split_SequenceSplitTensor : TensorRankOf<[I32, I64], [0, 1]>;
def Split_PositionTensor : 0DTensorOf<[I32, I64]>;
def Split_LengthTensor : Type<And<[IsTensorTypePred, HasAnyRankOfPred<[0]>,
    CPred<"::llvm::cast<::mlir::ShapedType>($_self).getElementType()"
          ".isSignlessInteger(64)">]>, "0-D tensor of i64",
    "::mlir::RankedTensorType">,
    BuildableType<"::mlir::RankedTensorType::get({}, $_builder.getI64Type())">;

//===----------------------------------------------------------------------===//
// Op classes
//===----------------------------------------------------------------------===//

class Split_Op<string mnemonic, list<Trait> traits = []>
    : Op<Split_Dialect, mnemonic, traits>;

// ONNX Split-`version`. Subclasses add the version's own split source.
class Split_SplitOp<int version, list<Type> elementTypes>
    : Split_Op<"split_v" # version,
               [Pure, DeclareOpInterfaceMethods<Split_OnnxSplitOpInterface,
                                                ["getSizeSpec"]>]> {
  let summary = "ONNX Split-" # version;
  defvar elemType = Split_InputTensor<"Split-" # version, elementTypes>;
  dag inputArg = (ins elemType:$input);
  let results = (outs Variadic<elemType>:$outputs);
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    static constexpr int64_t kOnnxVersion = }] # version # [{;
  }];
}

class Split_SplitToSequenceOp<int version, list<Type> elementTypes>
    : Split_Op<"split_to_sequence_v" # version,
               [Pure, DeclareOpInterfaceMethods<Split_OnnxSplitOpInterface,
                                                ["getSizeSpec"]>]> {
  let summary = "ONNX SplitToSequence-" # version;
  let description = [{
    Splits `input` along `axis` into a sequence. Without `split` the chunks
    have size 1 and `keepdims = 0` removes the axis from every element; a 0-D
    `split` gives chunks of that size with a smaller last chunk; a 1-D `split`
    lists the sizes (an empty list counts as absent). With a `split` operand
    `keepdims` is ignored (SEMANTICS.md §3).
  }];
  let arguments = (ins
    Split_InputTensor<"SplitToSequence-" # version, elementTypes>:$input,
    Optional<Split_SequenceSplitTensor>:$split,
    Split_AxisAttr:$axis,
    DefaultValuedAttr<Split_SI64Attr, "1">:$keepdims);
  let results = (outs Split_AnySeq:$output_sequence);
  let assemblyFormat = [{
    $input (`,` $split^)? (`axis` `=` $axis^)? (`keepdims` `=` $keepdims^)?
    attr-dict `:` type($input) (`,` type($split)^)? `->`
    qualified(type($output_sequence))
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    static constexpr int64_t kOnnxVersion = }] # version # [{;
  }];
}

//===----------------------------------------------------------------------===//
// Split
//===----------------------------------------------------------------------===//

def Split_SplitV1Op : Split_SplitOp<1, Split_Opset1Types> {
  let description = [{
    ONNX Split-1: sizes from the `split` attribute or from the `split_input`
    operand (float values that must be non-negative integers), not both;
    otherwise equal parts over the number of results.
  }];
  let arguments = !con(inputArg, (ins
    Optional<Split_InputTensor<"Split-1", Split_Opset1Types>>:$split_input,
    Split_AxisAttr:$axis,
    OptionalAttr<DenseI64ArrayAttr>:$split));
  let assemblyFormat = [{
    $input (`,` $split_input^)? (`axis` `=` $axis^)? (`split` `=` $split^)?
    attr-dict `:` type($input) (`,` type($split_input)^)? `->` type($outputs)
  }];
}

def Split_SplitV2Op : Split_SplitOp<2, Split_Opset2Types> {
  let description = [{
    ONNX Split-2: sizes from the `split` attribute, otherwise equal parts over
    the number of results. Negative axes are accepted (SEMANTICS.md §1.2).
  }];
  let arguments = !con(inputArg, (ins Split_AxisAttr:$axis,
                                      OptionalAttr<DenseI64ArrayAttr>:$split));
  let assemblyFormat = [{
    $input (`axis` `=` $axis^)? (`split` `=` $split^)? attr-dict `:`
    type($input) `->` type($outputs)
  }];
}

def Split_SplitV11Op : Split_SplitOp<11, Split_Opset2Types> {
  let description = [{
    ONNX Split-11: sizes from the `split` attribute, otherwise equal parts
    over the number of results.
  }];
  let arguments = !con(inputArg, (ins Split_AxisAttr:$axis,
                                      OptionalAttr<DenseI64ArrayAttr>:$split));
  let assemblyFormat = [{
    $input (`axis` `=` $axis^)? (`split` `=` $split^)? attr-dict `:`
    type($input) `->` type($outputs)
  }];
}

def Split_SplitV13Op : Split_SplitOp<13, Split_Opset13Types> {
  let description = [{
    ONNX Split-13: sizes from the 1-D i64 `split` operand, otherwise equal
    parts over the number of results.
  }];
  let arguments = !con(inputArg, (ins Optional<Split_I64List>:$split,
                                      Split_AxisAttr:$axis));
  let assemblyFormat = [{
    $input (`,` $split^)? (`axis` `=` $axis^)? attr-dict `:` type($input)
    (`,` type($split)^)? `->` type($outputs)
  }];
}

def Split_SplitV18Op : Split_SplitOp<18, Split_Opset13Types> {
  let description = [{
    ONNX Split-18: sizes from the 1-D i64 `split` operand or from
    `num_outputs` (chunks of ceil(d / n), the last one smaller but not empty),
    not both; with neither, equal parts over the number of results.
  }];
  let arguments = !con(inputArg, (ins Optional<Split_I64List>:$split,
                                      Split_AxisAttr:$axis,
                                      OptionalAttr<Split_SI64Attr>:$num_outputs));
  let assemblyFormat = [{
    $input (`,` $split^)? (`axis` `=` $axis^)?
    (`num_outputs` `=` $num_outputs^)? attr-dict `:` type($input)
    (`,` type($split)^)? `->` type($outputs)
  }];
}

//===----------------------------------------------------------------------===//
// SplitToSequence
//===----------------------------------------------------------------------===//

def Split_SplitToSequenceV11Op
    : Split_SplitToSequenceOp<11, Split_Opset2Types>;
def Split_SplitToSequenceV24Op
    : Split_SplitToSequenceOp<24, Split_Opset13Types>;

//===----------------------------------------------------------------------===//
// Sequence ops
//===----------------------------------------------------------------------===//

def Split_SequenceAtOp : Split_Op<"sequence_at", [Pure]> {
  let summary = "element of a sequence (ONNX SequenceAt)";
  let description = [{
    Returns the element at `position` in [-k, k-1] of a sequence of length
    k; negative positions count from the back. The result type must be
    compatible with the sequence's element type.
  }];
  let arguments = (ins Split_AnySeq:$sequence, Split_PositionTensor:$position);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $sequence `[` $position `]` attr-dict `:` qualified(type($sequence)) `,`
    type($position) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Split_SequenceLengthOp : Split_Op<"sequence_length", [Pure]> {
  let summary = "number of elements of a sequence (ONNX SequenceLength)";
  let arguments = (ins Split_AnySeq:$sequence);
  let results = (outs Split_LengthTensor:$length);
  let assemblyFormat = "$sequence attr-dict `:` qualified(type($sequence))";
}

#endif // SPLIT_DIALECT_SPLIT_IR_SPLITOPS_TD
