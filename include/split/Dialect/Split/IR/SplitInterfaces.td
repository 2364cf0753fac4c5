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
        Returns where the sizes along the axis come from, with every value
        that is known statically (attributes, constant operands) filled in.
      }],
      "::mlir::split::SizeSpec", "getSizeSpec">,
  ];
}

#endif // SPLIT_DIALECT_SPLIT_IR_SPLITINTERFACES_TD
