//===- Passes.td - !split.string to LLVM passes ------------*- tablegen -*-===//

#ifndef SPLIT_CONVERSION_STRINGTOLLVM_PASSES_TD
#define SPLIT_CONVERSION_STRINGTOLLVM_PASSES_TD

include "mlir/Pass/PassBase.td"

def SplitStringConstantsToMemRef
    : Pass<"split-string-constants-to-memref", "::mlir::ModuleOp"> {
  let summary = "Put !split.string tensor constants behind memref.global, "
                "out of reach of upstream folders";
  let description = [{
    Runs first in `split-to-llvm`. Every `arith.constant` of a tensor of
    `!split.string` becomes what one-shot-bufferize would make of it, only
    earlier: a private constant `memref.global` with the same value, a
    `memref.get_global` and a `bufferization.to_tensor ... restrict`
    (read-only: a write to it bufferizes to a copy).

    The value is kept as it is: `#split.strings` (what the split dialect
    and the ONNX importer create) or the `dense<...>` form users may write.
    Upstream MLIR 22 folders that reshape or resize a `DenseElementsAttr`
    (`tensor.extract_slice` of a splat, `tensor.expand_shape`,
    `tensor.collapse_shape`) crash on strings
    (docs/upstream/dense-string-reshape.md); behind a `memref.global` a
    constant of either form is out of their reach. Splits of string
    constants then run at run time (zero-copy, no new table per result)
    instead of folding into new constants.
  }];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect"
  ];
}

def SplitStringConstantsToLLVM
    : Pass<"split-string-constants-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Lower memref.global constants of !split.string to LLVM "
                "read-only data";
  let description = [{
    Runs after bufferization, before the memref lowering. A
    `memref.global` whose element type is `!split.string` (what
    one-shot-bufferize makes of `arith.constant #split.strings<["a", ""]>`) becomes
    read-only LLVM data, with no allocation at run time:
    - one private constant `!llvm.array<N x i8>` per distinct string (its
      bytes and a terminating NUL that is not part of the string),
    - a constant table with the global's name: one
      `!llvm.struct<(ptr, i64)>` element (pointer to the bytes, length) per
      tensor element, in row-major order.
    Each `memref.get_global` of such a global becomes a memref descriptor on
    that table (behind an `unrealized_conversion_cast` that the LLVM
    lowering resolves). Upstream's `memref.global` lowering cannot do this:
    its initial value must be a dense attribute of the converted element
    type, and pointers are not attribute values.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif // SPLIT_CONVERSION_STRINGTOLLVM_PASSES_TD
