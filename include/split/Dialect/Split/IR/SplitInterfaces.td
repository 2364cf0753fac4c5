//===- SplitInterfaces.td - split op interfaces ------------*- tablegen -*-===//

#ifndef SPLIT_DIALECT_SPLIT_IR_SPLITINTERFACES_TD
#define SPLIT_DIALECT_SPLIT_IR_SPLITINTERFACES_TD

include "mlir/IR/OpBase.td"

def Split_SplitOpInterface : OpInterface<"SplitOpInterface"> {
  let cppNamespace = "::mlir::split";
  let description = [{
    An op that splits `input` along `axis` into results or into a sequence:
    every versioned op and the normalised ops. Verifiers, folders and passes
    use this interface to handle all of them through the one semantics module
    (`split/Dialect/Split/Utils/Semantics.h`).
  }];
  let methods = [
    InterfaceMethod<"Returns the tensor being split.",
      "::mlir::TypedValue<::mlir::RankedTensorType>", "getInput">,
    InterfaceMethod<"Returns the axis as written (may be negative).",
      "int64_t", "getAxis">,
    InterfaceMethod<[{
        Returns where the sizes along the axis come from, given what is known
        of the operand values: `operandValues` holds a constant attribute or
        null per operand, or is empty when no operand value is known (what a
        verifier may use: attributes and types only).
      }],
      "::mlir::split::SizeSpec", "getSizeSpec",
      (ins "::llvm::ArrayRef<::mlir::Attribute>":$operandValues)>,
  ];
  let extraSharedClassDeclaration = [{
    /// The sizes as attributes and types alone decide them.
    ::mlir::split::SizeSpec getLocalSizeSpec() {
      return $_op.getSizeSpec({});
    }
  }];
}

def Split_VersionedOpInterface : OpInterface<"VersionedOpInterface",
                                             [Split_SplitOpInterface]> {
  let cppNamespace = "::mlir::split";
  let description = [{
    An op that models one version of an ONNX operator. This is the one list
    of versioned ops: passes find the ops of an ONNX operator and their
    versions through it (e.g. the version converter picks the newest version
    not above a target opset among the dialect's registered ops).
  }];
  let methods = [
    StaticInterfaceMethod<"The ONNX operator (`Split`, `SplitToSequence`).",
      "::llvm::StringRef", "getOnnxOpType">,
    StaticInterfaceMethod<"The ONNX version (opset) of the operator.",
      "int64_t", "getOnnxVersion">,
    StaticInterfaceMethod<"Whether this version accepts `type` as elements.",
      "bool", "isElementTypeSupported", (ins "::mlir::Type":$type)>,
    StaticInterfaceMethod<"The ways this version can carry sizes.",
      "::mlir::split::SizeForms", "getSizeForms">,
    InterfaceMethod<"The attributes and operands that carry the sizes.",
      "::mlir::split::SizeOperands", "getSizeOperands">,
    StaticInterfaceMethod<[{
        Creates this version's op with the given sizes, which must use only
        this version's size forms.
      }],
      "::mlir::Operation *", "createWithSizes",
      (ins "::mlir::OpBuilder &":$builder, "::mlir::Location":$loc,
           "::mlir::TypeRange":$resultTypes, "::mlir::Value":$input,
           "int64_t":$axis, "const ::mlir::split::SizeOperands &":$sizes)>,
  ];
}

#endif // SPLIT_DIALECT_SPLIT_IR_SPLITINTERFACES_TD
