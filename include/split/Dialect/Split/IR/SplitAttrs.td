//===- SplitAttrs.td - split dialect attributes ------------*- tablegen -*-===//

#ifndef SPLIT_DIALECT_SPLIT_IR_SPLITATTRS_TD
#define SPLIT_DIALECT_SPLIT_IR_SPLITATTRS_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "split/Dialect/Split/IR/SplitBase.td"

// A constant of strings that is not a DenseElementsAttr: MLIR 22's folders
// reshape and resize DenseElementsAttrs through their raw int/float buffer
// and crash on string elements (docs/upstream/dense-string-reshape.md);
// they fold only DenseElementsAttr, so they leave this attribute alone.
def Split_StringsAttr : AttrDef<Split_Dialect, "Strings",
                                [ElementsAttrInterface, TypedAttrInterface]> {
  let mnemonic = "strings";
  let summary = "constant tensor of `!split.string`";
  let description = [{
    The value of a constant `tensor<...x!split.string>`, one string literal
    per element in row-major order, or a single literal for a splat:

    ```mlir
    %0 = arith.constant #split.strings<["a", "b", "c", "d"]> : tensor<2x2x!split.string>
    %1 = arith.constant #split.strings<"x"> : tensor<3x!split.string>
    ```

    Strings are byte strings (escapes as in MLIR string literals, `\00`
    included). It implements `ElementsAttr` (elements as `StringRef`,
    `StringAttr` or `Attribute`), so generic code reads it like any elements
    attribute, but it is not a `DenseElementsAttr`: upstream folders that
    rebuild a `DenseElementsAttr` through its numeric storage (reshape,
    resize of a splat) leave it alone.
  }];
  let parameters = (ins
    AttributeSelfTypeParameter<"", "::mlir::RankedTensorType">:$type,
    ArrayRefParameter<"::mlir::StringAttr", "one string, or one per element">
        :$strings
  );
  let builders = [
    AttrBuilderWithInferredContext<(ins
        "::mlir::RankedTensorType":$type,
        "::llvm::ArrayRef<::mlir::StringAttr>":$strings), [{
      return $_get(type.getContext(), type, strings);
    }]>
  ];
  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    /// A constant of `type` (a tensor of `!split.string`) with `values`
    /// (StringAttrs): one per element, or one for a splat. Equal elements
    /// are stored once as a splat.
    static StringsAttr get(::mlir::RankedTensorType type,
                           ::llvm::ArrayRef<::mlir::Attribute> values);

    bool isSplat() const { return getStrings().size() == 1; }
    int64_t getNumElements() const { return getType().getNumElements(); }

    using ContiguousIterableTypesT = std::tuple<::mlir::StringAttr>;
    using NonContiguousIterableTypesT =
        std::tuple<::mlir::Attribute, ::llvm::StringRef>;

    ::mlir::FailureOr<const ::mlir::StringAttr *>
    try_value_begin_impl(OverloadToken<::mlir::StringAttr>) const {
      return getStrings().begin();
    }
    // Indexed through the contiguous StringAttr range (a splat stores one
    // element, which ElementsAttrIndexer repeats).
    auto try_value_begin_impl(OverloadToken<::mlir::Attribute>) const {
      auto it = llvm::map_range(getStrings(), [](::mlir::StringAttr value) {
                  return ::mlir::Attribute(value);
                }).begin();
      return ::mlir::FailureOr<decltype(it)>(std::move(it));
    }
    auto try_value_begin_impl(OverloadToken<::llvm::StringRef>) const {
      auto it = llvm::map_range(getStrings(), [](::mlir::StringAttr value) {
                  return value.getValue();
                }).begin();
      return ::mlir::FailureOr<decltype(it)>(std::move(it));
    }
  }];
}

#endif // SPLIT_DIALECT_SPLIT_IR_SPLITATTRS_TD
