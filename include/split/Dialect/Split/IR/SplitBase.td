//===- SplitBase.td - split dialect definition -------------*- tablegen -*-===//
//
// The split dialect models ONNX Split (opsets 1, 2, 11, 13, 18) and
// SplitToSequence (opsets 11, 24) with the exact semantics of each version.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_DIALECT_SPLIT_IR_SPLITBASE_TD
#define SPLIT_DIALECT_SPLIT_IR_SPLITBASE_TD

include "mlir/IR/OpBase.td"

def Split_Dialect : Dialect {
  let name = "split";
  let cppNamespace = "::mlir::split";
  let summary = "ONNX Split and SplitToSequence, one op per ONNX version";
  let description = [{
    One op per ONNX operator version (`split_v1` ... `split_v18`,
    `split_to_sequence_v11`, `split_to_sequence_v24`), the ONNX string element
    type, the ONNX sequence type and the sequence ops needed to consume a
    SplitToSequence result. The public interface is fixed by docs/Interface.md and the
    semantics of every version by docs/Semantics.md.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::tensor::TensorDialect"
  ];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  // docs/Interface.md fixes the generic form with inherent attributes in the attribute
  // dictionary (`{axis = 0 : i64}`), so they are not stored as properties.
  let usePropertiesForAttributes = 0;
  let hasConstantMaterializer = 1;
  // Patterns that apply to every split op through SplitOpInterface.
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
  }];
}

#endif // SPLIT_DIALECT_SPLIT_IR_SPLITBASE_TD
