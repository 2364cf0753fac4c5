//===- SplitTypes.td - split dialect types -----------------*- tablegen -*-===//

#ifndef SPLIT_DIALECT_SPLIT_IR_SPLITTYPES_TD
#define SPLIT_DIALECT_SPLIT_IR_SPLITTYPES_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "mlir/Interfaces/DataLayoutInterfaces.td"
include "split/Dialect/Split/IR/SplitBase.td"

class Split_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Split_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

// A memref element type so that string tensors bufferize; the LLVM lowering
// gives each element the {ptr, i64} layout of docs/Strings.md, which the
// data layout reports (the memref lowering sizes and aligns allocations of
// strings with it).
def Split_StringType : Split_Type<"String", "string",
    [MemRefElementTypeInterface,
     DeclareTypeInterfaceMethods<DataLayoutTypeInterface>]> {
  let summary = "ONNX string element type";
  let description = [{
    The element type of ONNX `tensor(string)`, e.g. `tensor<2x!split.string>`.
  }];
  // Hand-written so that parameters (`!split.string<3>`) are rejected
  // rather than silently dropped.
  let hasCustomAssemblyFormat = 1;
}

def Split_SeqType : Split_Type<"Seq", "seq"> {
  let summary = "ONNX sequence of tensors";
  let description = [{
    An ONNX sequence whose elements all conform to one ranked tensor type;
    dimensions in which the elements differ are dynamic, for example
    `!split.seq<tensor<?x6xf32>>`.
  }];
  let parameters = (ins "::mlir::RankedTensorType":$elementType);
  // Hand-written so that a wrong element type gets a message in terms of
  // the sequence type rather than of its C++ parameter.
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

def Split_String : DialectType<Split_Dialect,
    CPred<"::llvm::isa<::mlir::split::StringType>($_self)">, "string",
    "::mlir::split::StringType">;

def Split_AnySeq : DialectType<Split_Dialect,
    CPred<"::llvm::isa<::mlir::split::SeqType>($_self)">, "sequence of tensors",
    "::mlir::split::SeqType">;

// Element types by ONNX version (docs/Interface.md, Element types). The generated
// predicates (isSplit1ElementType, ...) let passes ask the same question.
def Split_Split1Element : AnyTypeOf<[F16, F32, F64],
    "ONNX Split-1 element type (f16, f32, f64)"> {
  let cppFunctionName = "isSplit1ElementType";
}
defvar Split_Opset11Types = [I1, I8, I16, I32, I64, UI8, UI16, UI32, UI64,
                             F16, F32, F64, Complex<F32>, Complex<F64>,
                             Split_String];
def Split_Opset11Element : AnyTypeOf<Split_Opset11Types,
    "ONNX opset-11 element type (no bf16)"> {
  let cppFunctionName = "isOpset11ElementType";
}
def Split_Opset13Element : AnyTypeOf<!listconcat(Split_Opset11Types, [BF16]),
    "ONNX opset-13 element type"> {
  let cppFunctionName = "isOpset13ElementType";
}

#endif // SPLIT_DIALECT_SPLIT_IR_SPLITTYPES_TD
