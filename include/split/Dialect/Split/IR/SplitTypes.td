//===- SplitTypes.td - split dialect types -----------------*- tablegen -*-===//

#ifndef SPLIT_DIALECT_SPLIT_IR_SPLITTYPES_TD
#define SPLIT_DIALECT_SPLIT_IR_SPLITTYPES_TD

include "mlir/IR/AttrTypeBase.td"
include "split/Dialect/Split/IR/SplitBase.td"

class Split_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Split_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Split_StringType : Split_Type<"String", "string"> {
  let summary = "ONNX string element type";
  let description = [{
    The element type of ONNX `tensor(string)`, e.g. `tensor<2x!split.string>`.
  }];
}

def Split_SeqType : Split_Type<"Seq", "seq"> {
  let summary = "ONNX sequence of tensors";
  let description = [{
    An ONNX sequence whose elements all conform to one ranked tensor type;
    dimensions in which the elements differ are dynamic, for example
    `!split.seq<tensor<?x6xf32>>`.
  }];
  let parameters = (ins "::mlir::RankedTensorType":$elementType);
  let assemblyFormat = "`<` $elementType `>`";
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

// Element types by ONNX version (SPEC.md, Element types).
defvar Split_Opset1Types = [F16, F32, F64];
defvar Split_Opset2Types = [I1, I8, I16, I32, I64, UI8, UI16, UI32, UI64,
                            F16, F32, F64, Complex<F32>, Complex<F64>,
                            Split_String];
defvar Split_Opset13Types = !listconcat(Split_Opset2Types, [BF16]);

#endif // SPLIT_DIALECT_SPLIT_IR_SPLITTYPES_TD
