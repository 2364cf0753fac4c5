//===- SplitInterfaces.td - split op interfaces ------------*- tablegen -*-===//

#ifndef SPLIT_DIALECT_SPLIT_IR_SPLITINTERFACES_TD
#define SPLIT_DIALECT_SPLIT_IR_SPLITINTERFACES_TD

include "mlir/IR/OpBase.td"

def Split_OnnxSplitOpInterface : OpInterface<"OnnxSplitOpInterface"> {
  let cppNamespace = "::mlir::split";
  let description = [{
    An op that models one version of ONNX Split or SplitToSequence: it splits
    `input` along `axis`, with sizes given by the version's rules. Passes use
    this interface to handle every version through the one semantics module
    (`split/Dialect/Split/Utils/Semantics.h`).
  }];
  let methods = [
    InterfaceMethod<"Returns the ONNX opset version the op models.",
      "int64_t", "getOnnxVersion", (ins), [{}],
      [{ return ConcreteOp::kOnnxVersion; }]>,
    InterfaceMethod<"Returns the tensor being split.",
      "::mlir::TypedValue<::mlir::RankedTensorType>", "getInput">,
    InterfaceMethod<"Returns the axis as written (may be negative).",
      "int64_t", "getAxis">,
    InterfaceMethod<[{
        Returns where the sizes along the axis come from, with every value
        that is known statically (attributes, constant operands) filled in.
      }],
      "::mlir::split::SizeSpec", "getSizeSpec">,
  ];
}

#endif // SPLIT_DIALECT_SPLIT_IR_SPLITINTERFACES_TD
