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
include "mlir/Interfaces/InferTypeOpInterface.td"

//===----------------------------------------------------------------------===//
// Attribute and type constraints
//===----------------------------------------------------------------------===//

// An i64 attribute read as a signed value (axes may be negative).
def Split_SI64Attr : TypedSignlessIntegerAttrBase<I64, "int64_t",
    "64-bit signless integer attribute"> {
  let convertFromStorage = "$_self.getValue().getSExtValue()";
}

def Split_AxisAttr : DefaultValuedAttr<Split_SI64Attr, "0">;

class Split_InputTensor<Type elementType> : RankedTensorOf<[elementType]>;

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

// What every op that splits along an axis shares: no memory effects, but it
// can fail at run time, so it is speculatable only when its attributes and
// types prove it valid (getSpeculatability); sizes through SplitOpInterface.
defvar Split_SplittingOpTraits = [
  NoMemoryEffect, DeclareOpInterfaceMethods<ConditionallySpeculatable>,
  DeclareOpInterfaceMethods<Split_SplitOpInterface, ["getSizeSpec"]>];

// The C++ shared by every versioned op: its place in the list of versions
// and the hooks that go through the semantics module.
class Split_VersionedOpDefinition<string opType, int version,
                                  Type elementType, string sizeForms> {
  code definition = [{
    ::llvm::StringRef $cppClass::getOnnxOpType() { return "}] # opType # [{"; }
    int64_t $cppClass::getOnnxVersion() { return }] # version # [{; }
    bool $cppClass::isElementTypeSupported(::mlir::Type type) {
      return ::mlir::split::}] # elementType.cppFunctionName # [{(type);
    }
    ::mlir::split::SizeForms $cppClass::getSizeForms() {
      return }] # sizeForms # [{;
    }
    ::mlir::split::SizeSpec
    $cppClass::getSizeSpec(::llvm::ArrayRef<::mlir::Attribute> operandValues) {
      return ::mlir::split::getVersionedSizeSpec(*this, operandValues);
    }
    ::mlir::Speculation::Speculatability $cppClass::getSpeculatability() {
      return ::mlir::split::getSpeculatability(*this);
    }
  }];
}

// ONNX Split-`version`. Subclasses add the version's own split source;
// `sizeMethods` defines the VersionedOpInterface methods that read and write
// it where versions share them (otherwise SplitOps.cpp does).
class Split_VersionedSplitOp<int version, Type elementType, string sizeForms,
                             code sizeMethods = [{}]>
    : Split_Op<"split_v" # version, !listconcat(Split_SplittingOpTraits, [
        DeclareOpInterfaceMethods<Split_VersionedOpInterface>,
        DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                                  ["reifyResultShapes"]>])> {
  let summary = "ONNX Split-" # version;
  defvar elemType = Split_InputTensor<elementType>;
  dag inputArg = (ins elemType:$input);
  let results = (outs Variadic<elemType>:$outputs);
  let hasVerifier = 1;
  let hasFolder = 1;
  let extraClassDefinition = Split_VersionedOpDefinition<"Split", version,
      elementType, sizeForms>.definition # [{
    ::mlir::LogicalResult
    $cppClass::fold(FoldAdaptor adaptor,
                    ::llvm::SmallVectorImpl<::mlir::OpFoldResult> &results) {
      return ::mlir::split::foldSplit(*this, adaptor.getOperands(), results);
    }
    ::mlir::LogicalResult $cppClass::reifyResultShapes(
        ::mlir::OpBuilder &builder,
        ::mlir::ReifiedRankedShapedTypeDims &shapes) {
      return ::mlir::split::reifySplitResultShapes(*this, builder, shapes);
    }
  }] # sizeMethods;
}

// Split-2 and Split-11: sizes in the optional `split` attribute, otherwise
// equal parts; their methods are defined once, here.
class Split_AttributeSizedSplitOp<int version>
    : Split_VersionedSplitOp<version, Split_Opset11Element,
        "::mlir::split::SizeForms::Attribute", [{
    ::mlir::split::SizeOperands $cppClass::getSizeOperands() {
      return getAttributeSizeOperands(*this);
    }
    ::mlir::Operation *$cppClass::createWithSizes(
        ::mlir::OpBuilder &builder, ::mlir::Location loc,
        ::mlir::TypeRange resultTypes, ::mlir::Value input, int64_t axis,
        const ::mlir::split::SizeOperands &sizes) {
      return createWithAttributeSizes<$cppClass>(builder, loc, resultTypes,
                                                 input, axis, sizes);
    }
    ::llvm::LogicalResult $cppClass::verify() { return verifySplitOp(*this); }
  }]> {
  let arguments = !con(inputArg, (ins Split_AxisAttr:$axis,
                                      OptionalAttr<DenseI64ArrayAttr>:$split));
  let assemblyFormat = [{
    $input (`axis` `=` $axis^)? (`split` `=` $split^)? attr-dict `:`
    type($input) `->` type($outputs)
  }];
}

class Split_VersionedSplitToSequenceOp<int version, Type elementType>
    : Split_Op<"split_to_sequence_v" # version,
               !listconcat(Split_SplittingOpTraits, [
                 DeclareOpInterfaceMethods<Split_VersionedOpInterface>])> {
  let summary = "ONNX SplitToSequence-" # version;
  let description = [{
    Splits `input` along `axis` into a sequence. Without `split` the chunks
    have size 1 and `keepdims = 0` removes the axis from every element; a 0-D
    `split` gives chunks of that size with a smaller last chunk; a 1-D `split`
    lists the sizes (an empty list counts as absent). With a `split` operand
    `keepdims` is ignored (docs/Semantics.md §3). Values of `split` that break
    these rules are run-time errors.

    ```mlir
    %q = split.split_to_sequence_v}] # version # [{ %x, %s axis = 1
        : tensor<3x6xf32>, tensor<i64> -> !split.seq<tensor<3x?xf32>>
    ```
  }];
  let arguments = (ins
    Split_InputTensor<elementType>:$input,
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
  let extraClassDefinition = Split_VersionedOpDefinition<"SplitToSequence",
      version, elementType, "::mlir::split::SizeForms::Sequence">.definition # [{
    ::mlir::split::SizeOperands $cppClass::getSizeOperands() {
      return getSequenceSizeOperands(*this);
    }
    ::mlir::Operation *$cppClass::createWithSizes(
        ::mlir::OpBuilder &builder, ::mlir::Location loc,
        ::mlir::TypeRange resultTypes, ::mlir::Value input, int64_t axis,
        const ::mlir::split::SizeOperands &sizes) {
      return createSequenceWithSizes<$cppClass>(builder, loc, resultTypes,
                                                input, axis, sizes);
    }
    ::llvm::LogicalResult $cppClass::verify() {
      return verifySplitToSequenceOp(*this);
    }
  }];
}

//===----------------------------------------------------------------------===//
// Split
//===----------------------------------------------------------------------===//

def Split_SplitV1Op : Split_VersionedSplitOp<1, Split_Split1Element,
    "::mlir::split::SizeForms::Attribute | ::mlir::split::SizeForms::FloatList"> {
  let description = [{
    ONNX Split-1: sizes from the `split` attribute or from the `split_input`
    operand (float values that must be non-negative integers), not both;
    otherwise equal parts over the number of results. Operand values that
    are not valid sizes are run-time errors.

    ```mlir
    %a, %b = split.split_v1 %x axis = 1 split = [2, 4]
        : tensor<3x6xf32> -> tensor<3x2xf32>, tensor<3x4xf32>
    %c, %d = split.split_v1 %x, %f : tensor<3x6xf32>, tensor<2xf32>
        -> tensor<?x6xf32>, tensor<?x6xf32>
    ```
  }];
  let arguments = !con(inputArg, (ins
    Optional<Split_InputTensor<Split_Split1Element>>:$split_input,
    Split_AxisAttr:$axis,
    OptionalAttr<DenseI64ArrayAttr>:$split));
  let assemblyFormat = [{
    $input (`,` $split_input^)? (`axis` `=` $axis^)? (`split` `=` $split^)?
    attr-dict `:` type($input) (`,` type($split_input)^)? `->` type($outputs)
  }];
}

def Split_SplitV2Op : Split_AttributeSizedSplitOp<2> {
  let description = [{
    ONNX Split-2: sizes from the `split` attribute, otherwise equal parts over
    the number of results. Negative axes are accepted (docs/Semantics.md §1.2).

    ```mlir
    %a, %b = split.split_v2 %x axis = -1 : tensor<3x6xi32>
        -> tensor<3x3xi32>, tensor<3x3xi32>
    ```
  }];
}

def Split_SplitV11Op : Split_AttributeSizedSplitOp<11> {
  let description = [{
    ONNX Split-11: sizes from the `split` attribute, otherwise equal parts
    over the number of results.

    ```mlir
    %a, %b = split.split_v11 %x split = [1, 2] : tensor<3x6xf32>
        -> tensor<1x6xf32>, tensor<2x6xf32>
    ```
  }];
}

def Split_SplitV13Op : Split_VersionedSplitOp<13, Split_Opset13Element,
    "::mlir::split::SizeForms::IntegerList"> {
  let description = [{
    ONNX Split-13: sizes from the 1-D i64 `split` operand, otherwise equal
    parts over the number of results. Operand values that break the rules
    (negative sizes, a wrong sum or length) are run-time errors.

    ```mlir
    %a, %b = split.split_v13 %x, %s : tensor<3x6xf32>, tensor<2xi64>
        -> tensor<?x6xf32>, tensor<?x6xf32>
    ```
  }];
  let arguments = !con(inputArg, (ins Optional<Split_I64List>:$split,
                                      Split_AxisAttr:$axis));
  let assemblyFormat = [{
    $input (`,` $split^)? (`axis` `=` $axis^)? attr-dict `:` type($input)
    (`,` type($split)^)? `->` type($outputs)
  }];
}

def Split_SplitV18Op : Split_VersionedSplitOp<18, Split_Opset13Element,
    "::mlir::split::SizeForms::IntegerList | ::mlir::split::SizeForms::NumOutputs"> {
  let description = [{
    ONNX Split-18: sizes from the 1-D i64 `split` operand or from
    `num_outputs` (chunks of ceil(d / n), the last one smaller but not empty),
    not both; with neither, equal parts over the number of results.

    ```mlir
    %a:3 = split.split_v18 %x num_outputs = 3 : tensor<7x4xf32>
        -> tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
    ```
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
    : Split_VersionedSplitToSequenceOp<11, Split_Opset11Element>;
def Split_SplitToSequenceV24Op
    : Split_VersionedSplitToSequenceOp<24, Split_Opset13Element>;

//===----------------------------------------------------------------------===//
// Sequence ops
//===----------------------------------------------------------------------===//

def Split_SequenceAtOp : Split_Op<"sequence_at", [NoMemoryEffect]> {
  let summary = "element of a sequence (ONNX SequenceAt, opset 11)";
  let description = [{
    Returns the element at `position` in [-k, k-1] of a sequence of length
    k; negative positions count from the back. The result type must be
    compatible with the sequence's element type. A position out of range is
    a run-time error (the op is not speculatable).

    ```mlir
    %e = split.sequence_at %q[%i] : !split.seq<tensor<?x6xf32>>, tensor<i64>
        -> tensor<?x6xf32>
    ```
  }];
  let arguments = (ins Split_AnySeq:$sequence, Split_PositionTensor:$position);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $sequence `[` $position `]` attr-dict `:` qualified(type($sequence)) `,`
    type($position) `->` type($result)
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Split_SequenceLengthOp : Split_Op<"sequence_length", [Pure]> {
  let summary = "number of elements of a sequence (ONNX SequenceLength, opset 11)";
  let description = [{
    Returns the number of elements of a sequence as a 0-D i64 tensor.

    ```mlir
    %n = split.sequence_length %q : !split.seq<tensor<?x6xf32>>
    ```
  }];
  let arguments = (ins Split_AnySeq:$sequence);
  let results = (outs Split_LengthTensor:$length);
  let assemblyFormat = "$sequence attr-dict `:` qualified(type($sequence))";
  let hasFolder = 1;
}

def Split_SequenceConstructOp : Split_Op<"sequence_construct", [Pure]> {
  let summary = "sequence of the given tensors (ONNX SequenceConstruct, opset 11)";
  let description = [{
    Returns the sequence of `inputs`, in order. Each operand's type must
    conform to the sequence element type `T`: the same element type and
    rank, and every static dimension of `T` static and equal in the
    operand. Dimensions that `T` leaves dynamic may differ between the
    operands.

    ```mlir
    %s = split.sequence_construct %a, %b : tensor<2x3xf32>, tensor<4x3xf32>
        -> !split.seq<tensor<?x3xf32>>
    ```
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$inputs);
  let results = (outs Split_AnySeq:$output_sequence);
  let assemblyFormat = [{
    $inputs attr-dict `:` type($inputs) `->` qualified(type($output_sequence))
  }];
  let hasVerifier = 1;
}

def Split_SequenceEmptyOp : Split_Op<"sequence_empty", [Pure]> {
  let summary = "the empty sequence (ONNX SequenceEmpty, opset 11)";
  let description = [{
    Returns the sequence of no elements of the result type (ONNX's `dtype`
    is the element type of `T`).

    ```mlir
    %e = split.sequence_empty : !split.seq<tensor<?xf32>>
    ```
  }];
  let results = (outs Split_AnySeq:$output_sequence);
  let assemblyFormat = "attr-dict `:` qualified(type($output_sequence))";
}

def Split_SequenceInsertOp : Split_Op<"sequence_insert", [NoMemoryEffect,
    DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
  let hasCanonicalizer = 1;
  let summary = "sequence with a tensor inserted (ONNX SequenceInsert, opset 11)";
  let description = [{
    Returns `input_sequence` (of length k) with `tensor` inserted before
    the element at `position` in [-k, k]: k (or no position) inserts at the
    back, 0 and -k at the front, -1 before the last element. The tensor's
    type and the input's element type must conform to the result's element
    type, as for `split.sequence_construct` (the result may be more dynamic
    than the input, to hold a tensor of another shape; without a result
    type it is the input's). A position out of range is a run-time error
    (the op is speculatable only without a position). `input_sequence`
    itself is not changed.

    ```mlir
    %t = split.sequence_insert %s, %x : !split.seq<tensor<?x3xf32>>,
        tensor<2x3xf32>
    %u = split.sequence_insert %s, %x[%p] : !split.seq<tensor<?x3xf32>>,
        tensor<2x3xf32>, tensor<i64>
    ```
  }];
  let arguments = (ins Split_AnySeq:$input_sequence, AnyRankedTensor:$tensor,
                       Optional<Split_PositionTensor>:$position);
  let results = (outs Split_AnySeq:$output_sequence);
  let assemblyFormat = [{
    $input_sequence `,` $tensor (`[` $position^ `]`)? attr-dict `:`
    qualified(type($input_sequence)) `,` type($tensor)
    (`,` type($position)^)?
    custom<InsertResultType>(ref(type($input_sequence)),
                             type($output_sequence))
  }];
  let hasVerifier = 1;
}

def Split_SequenceEraseOp : Split_Op<"sequence_erase", [NoMemoryEffect,
    AllTypesMatch<["input_sequence", "output_sequence"]>]> {
  let hasCanonicalizer = 1;
  let summary = "sequence without one element (ONNX SequenceErase, opset 11)";
  let description = [{
    Returns `input_sequence` (of length k) without the element at
    `position` in [-k, k-1], or without its last element when there is no
    position. A position out of range, and so any erase from an empty
    sequence, is a run-time error: the op is never speculatable.
    `input_sequence` itself is not changed.

    ```mlir
    %t = split.sequence_erase %s : !split.seq<tensor<?x3xf32>>
    %u = split.sequence_erase %s[%p] : !split.seq<tensor<?x3xf32>>, tensor<i64>
    ```
  }];
  let arguments = (ins Split_AnySeq:$input_sequence,
                       Optional<Split_PositionTensor>:$position);
  let results = (outs Split_AnySeq:$output_sequence);
  let assemblyFormat = [{
    $input_sequence (`[` $position^ `]`)? attr-dict `:`
    qualified(type($input_sequence)) (`,` type($position)^)?
  }];
}

def Split_ConcatFromSequenceOp : Split_Op<"concat_from_sequence", [
    NoMemoryEffect, DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
  let hasCanonicalizer = 1;
  let summary = "concatenation of a sequence's elements (ONNX ConcatFromSequence, opset 11)";
  let description = [{
    With `new_axis = 0`, concatenates the elements along `axis` in [-r, r-1]
    (`r` the element rank; `numpy.concatenate`): every other dimension of
    the elements must be equal. With `new_axis = 1` (or any other non-zero
    value, as ONNX Runtime reads it), stacks them along a new axis `axis` in
    [-r-1, r] (`numpy.stack`): all elements must have the same shape. Elements whose dimensions differ at run time are a run-time
    error naming the element and the dimension, as is an empty sequence
    (docs/Semantics.md §4). The result is a new tensor.

    ```mlir
    %c = split.concat_from_sequence %s axis = 0 : !split.seq<tensor<?x3xf32>>
        -> tensor<?x3xf32>
    %t = split.concat_from_sequence %s axis = 1 new_axis = 1
        : !split.seq<tensor<2x3xf32>> -> tensor<2x?x3xf32>
    ```
  }];
  let arguments = (ins Split_AnySeq:$input_sequence, Split_SI64Attr:$axis,
                       DefaultValuedAttr<Split_SI64Attr, "0">:$new_axis);
  let results = (outs AnyRankedTensor:$concat_result);
  let assemblyFormat = [{
    $input_sequence `axis` `=` $axis (`new_axis` `=` $new_axis^)? attr-dict
    `:` qualified(type($input_sequence)) `->` type($concat_result)
  }];
  let extraClassDeclaration = [{
    /// The axis of the result along which the elements lie, in [0, rank of
    /// the result), or failure when `axis` is out of range.
    ::mlir::FailureOr<int64_t> getResultAxis();
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Normalised ops
//===----------------------------------------------------------------------===//

def Split_SplitOp : Split_Op<"split", !listconcat(Split_SplittingOpTraits, [
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                                  ["reifyResultShapes"]>])> {
  let summary = "split with explicit sizes: the normalised form of every Split";
  let description = [{
    Splits `input` along the non-negative `axis` into one result per size:
    the one form that `--split-normalize` rewrites every ONNX Split version
    (opsets 1, 2, 11, 13, 18) into. Sizes are mixed static/dynamic in the style of `tensor.extract_slice`:
    `static_sizes` holds one entry per result, `ShapedType::kDynamic` where
    the size is the next `sizes` operand.

    The sizes must be >= 0 and sum to the size of the axis: the verifier
    checks static sizes, the lowering checks dynamic ones at run time. It
    accepts every element type: the version's restrictions were checked on
    the versioned op it came from.

    ```mlir
    %a, %b = split.split %x axis = 0 sizes = [1, %n]
        : tensor<?x6xf32> -> tensor<1x6xf32>, tensor<?x6xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, Variadic<Index>:$sizes,
                       DenseI64ArrayAttr:$static_sizes,
                       ConfinedAttr<Split_SI64Attr, [IntNonNegative]>:$axis);
  let results = (outs Variadic<AnyRankedTensor>:$outputs);
  let assemblyFormat = [{
    $input `axis` `=` $axis `sizes` `=`
    custom<DynamicIndexList>($sizes, $static_sizes) attr-dict `:`
    type($input) `->` type($outputs)
  }];
  let builders = [
    OpBuilder<(ins "::mlir::TypeRange":$resultTypes, "::mlir::Value":$input,
                   "int64_t":$axis,
                   "::llvm::ArrayRef<::mlir::OpFoldResult>":$sizes)>
  ];
  let extraClassDeclaration = [{
    /// The size of every result along the axis.
    ::llvm::SmallVector<::mlir::OpFoldResult> getMixedSizes();
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Split_SplitToSequenceOp : Split_Op<"split_to_sequence",
    Split_SplittingOpTraits> {
  let summary = "SplitToSequence in normalised form";
  let description = [{
    Splits `input` along the non-negative `axis` into a sequence: the form
    that `--split-normalize` rewrites ONNX SplitToSequence (opsets 11 and 24)
    into, in one of two forms:
    - `chunk = N` or `chunk = %n` (an `index`): chunks of that size, the last
      one smaller;
    - `sizes = %list` (a 1-D i64 tensor): chunks of those sizes; an empty list
      (known only at run time) means chunks of 1.
    `drop_axis` removes the axis from every element and needs chunks of 1.
    The chunk is a mixed static/dynamic value: `static_chunk` is
    `ShapedType::kDynamic` when the `split` operand (an `index`) is the chunk.
    (`split` is one operand of either type rather than two optional ones:
    MLIR 22's ODS generates uncompilable code for AttrSizedOperandSegments
    in a dialect that keeps attributes out of properties, as docs/Interface.md's
    generic form requires.)

    The chunk must be >= 1, and the entries of a list >= 0 and sum to the
    size of the axis: `--split-normalize` emits the `split.check` ops that
    establish it, and the lowering checks a run-time chunk or list again, so
    that a hand-written op with bad values fails at run time with the rule's
    message instead of reading out of bounds.

    ```mlir
    %s = split.split_to_sequence %x axis = 0 chunk = 2
        : tensor<7x4xf32> -> !split.seq<tensor<?x4xf32>>
    %t = split.split_to_sequence %x axis = 1 sizes = %l : tensor<?xi64>
        : tensor<7x4xf32> -> !split.seq<tensor<7x?xf32>>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input,
                       Optional<AnyTypeOf<[Index, Split_I64List]>>:$split,
                       Split_SI64Attr:$static_chunk,
                       ConfinedAttr<Split_SI64Attr, [IntNonNegative]>:$axis,
                       UnitAttr:$drop_axis);
  let results = (outs Split_AnySeq:$output_sequence);
  let assemblyFormat = [{
    $input `axis` `=` $axis
    custom<SequenceSizes>($split, type($split), $static_chunk)
    (`drop_axis` $drop_axis^)? attr-dict `:` type($input) `->`
    qualified(type($output_sequence))
  }];
  let builders = [
    // Chunks of `chunk` (static or dynamic).
    OpBuilder<(ins "::mlir::Type":$resultType, "::mlir::Value":$input,
                   "int64_t":$axis, "::mlir::OpFoldResult":$chunk,
                   "bool":$dropAxis)>,
    // Chunks listed in the 1-D i64 tensor `sizes`.
    OpBuilder<(ins "::mlir::Type":$resultType, "::mlir::Value":$input,
                   "int64_t":$axis, "::mlir::Value":$sizes)>
  ];
  let extraClassDeclaration = [{
    /// The chunk operand (an index), or null.
    ::mlir::TypedValue<::mlir::IndexType> getChunk();
    /// The size-list operand (a 1-D i64 tensor), or null.
    ::mlir::TypedValue<::mlir::RankedTensorType> getSizes();
    /// The chunk size used without a non-empty size list.
    ::mlir::OpFoldResult getMixedChunk();
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// The run-time storage of sequences
//===----------------------------------------------------------------------===//

// What --convert-split-to-tensor makes of a `!split.seq` that is built at run
// time (docs/Sequences.md): element data in one flat tensor that grows by
// doubling, and strided views of it. Both bufferize in one-shot-bufferize.

def Split_ReserveOp : Split_Op<"reserve", [NoMemoryEffect,
    AllTypesMatch<["input", "result"]>]> {
  let summary = "a flat tensor with room for at least `capacity` elements (the storage of ONNX sequences)";
  let description = [{
    Returns `input` followed by `capacity - dim(input)` elements of
    undefined value when `capacity` is larger, and `input` itself otherwise:
    the capacity of the storage of a run-time ONNX sequence (opset 11),
    which `split.sequence_insert` grows geometrically. It bufferizes in
    place: the buffer is kept when it is large enough, and otherwise copied
    into a new one (the old one is freed by the buffer deallocation, as for
    `memref.realloc`). An allocation that cannot be made is a run-time error,
    so the op is not speculatable.

    ```mlir
    %r = split.reserve %storage to %capacity : tensor<?xf32>
    ```
  }];
  let arguments = (ins 1DTensorOf<[AnyType]>:$input, Index:$capacity);
  let results = (outs 1DTensorOf<[AnyType]>:$result);
  let assemblyFormat = "$input `to` $capacity attr-dict `:` type($input)";
  let hasVerifier = 1;
}

def Split_ViewOp : Split_Op<"view", [NoMemoryEffect]> {
  let summary = "a strided view of a flat tensor (an element of an ONNX sequence at run time)";
  let description = [{
    Returns the tensor of sizes `s0, ..., sr-1` whose element
    `(i0, ..., ir-1)` is element `offset + i0 * t0 + ... + ir-1 * tr-1` of
    the 1-D `source`, where `sizes_and_strides` is `s0, ..., sr-1, t0, ...,
    tr-1` (`r` the result rank): an element of a run-time ONNX sequence
    (opset 11), whose row in the sequence's table holds the offset, sizes
    and strides. It bufferizes to a `memref.reinterpret_cast` of the
    source's buffer, so nothing is copied. A view that reaches outside
    `source`, has a negative offset, size or stride, or whose sizes
    contradict a static dimension of the result type is a run-time error
    (the op is not speculatable). (One operand list, not two: MLIR 22's ODS
    generates uncompilable code for AttrSizedOperandSegments in this
    dialect, see `split.split_to_sequence`.)

    ```mlir
    %e = split.view %storage[%offset] sizes_and_strides(%rows, %c3, %c3, %c1)
        : tensor<?xf32> to tensor<?x3xf32>
    ```
  }];
  let arguments = (ins 1DTensorOf<[AnyType]>:$source, Index:$offset,
                       Variadic<Index>:$sizes_and_strides);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $source `[` $offset `]` `sizes_and_strides` `(` $sizes_and_strides `)`
    attr-dict `:` type($source) `to` type($result)
  }];
  let extraClassDeclaration = [{
    /// The sizes of the view, one per result dimension.
    ::mlir::OperandRange getSizes() {
      return getSizesAndStrides().take_front(getType().getRank());
    }
    /// The strides of the view, one per result dimension.
    ::mlir::OperandRange getStrides() {
      return getSizesAndStrides().drop_front(getType().getRank());
    }
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Run-time checks
//===----------------------------------------------------------------------===//

def Split_CheckOp : Split_Op<"check", [MemoryEffects<[MemWrite]>]> {
  let summary = "run-time check with a formatted message";
  let description = [{
    Fails the program with `message` when `condition` is false: the split
    runtime prints it on stderr and exits with status 1 (split-runner,
    split-onnx-run, stock mlir-runner with the runtime), or, inside a guarded
    call of a host (the C API's `splitExecutionEngineInvokePacked`, C++'s
    `split::invokeGuarded`), returns the message to the host as the call's
    error and frees what the call allocated. `{0}`, `{1}`, ... in the message stand for the
    values of the `values` operands, so the message can say what the run-time
    sizes were:

    ```mlir
    split.check %ok, "split.split_v13: split sizes sum to {0} but dimension 0 has size {1}"(%sum, %dim : index, index)
    ```

    The rules of every ONNX Split and SplitToSequence version that depend on
    run-time values (docs/Semantics.md §5) become these checks in
    `--split-normalize`; a check whose condition folds to true is erased, and
    so is a check of a condition an earlier check in the block already
    established.
  }];
  let arguments = (ins I1:$condition, StrAttr:$message,
                       Variadic<AnyTypeOf<[Index, I1, I8, I16, I32, I64]>>:$values);
  let assemblyFormat = [{
    $condition `,` $message (`(` $values^ `:` type($values) `)`)? attr-dict
  }];
  let hasVerifier = 1;
  let hasCanonicalizeMethod = 1;
}

#endif // SPLIT_DIALECT_SPLIT_IR_SPLITOPS_TD
