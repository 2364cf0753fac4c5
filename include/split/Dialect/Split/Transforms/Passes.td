//===- Passes.td - split dialect passes --------------------*- tablegen -*-===//

#ifndef SPLIT_DIALECT_SPLIT_TRANSFORMS_PASSES_TD
#define SPLIT_DIALECT_SPLIT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def SplitNormalize : Pass<"split-normalize"> {
  let summary = "Rewrite every versioned split op into the normalised form";
  let description = [{
    Rewrites the ops of ONNX Split (opsets 1, 2, 11, 13, 18) and
    SplitToSequence (opsets 11, 24), `split.split_v1` ... `split.split_v18`,
    into `split.split` with
    mixed static/dynamic sizes and `split.split_to_sequence_v11`/`_v24` into
    `split.split_to_sequence`, with the exact semantics of each version
    (SEMANTICS.md). Every rule that depends on run-time values becomes a
    `split.check` with a message naming the original op; static values fold,
    so static IR gets static sizes and no checks.

    ```mlir
    %a, %b = split.split_v18 %x num_outputs = 2 : tensor<?x4xf32> -> ...
    // becomes
    %d = tensor.dim %x, %c0 : tensor<?x4xf32>
    %p = arith.ceildivui %d, %c2 : index
    %l = arith.subi %d, %p : index
    split.check %ok, "split.split_v18: num_outputs 2 cannot split dimension 0 of size {0}: ..."(%d, %l : index, index)
    %a, %b = split.split %x axis = 0 sizes = [%p, %l] : tensor<?x4xf32> -> ...
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def SplitConvertVersion : Pass<"split-convert-version"> {
  let summary = "Rewrite split ops to the ops of another ONNX opset";
  let description = [{
    Rewrites every versioned op to the op that ONNX opset `target` uses
    (Split: the newest of 1, 2, 11, 13, 18 not above `target`;
    SplitToSequence: 11 or 24), with the same semantics. Where the target
    version cannot express the op (run-time sizes as a Split-11 attribute,
    bf16 before opset 13, SplitToSequence before opset 11, ...) the pass
    fails with an error on that op.

    ```sh
    split-opt --split-convert-version="target=13" model.mlir
    ```
  }];
  let options = [
    Option<"target", "target", "int64_t", /*default=*/"18",
           "ONNX opset to convert to">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def SplitCheckAllocationSizes : Pass<"split-check-allocation-sizes"> {
  let summary = "Check at run time that every buffer's byte size fits in 64 bits";
  let description = [{
    The LLVM lowering of `memref.alloc` and `memref.alloca` multiplies the
    sizes and the element size in 64 bits without an overflow check, so a
    buffer of more than 2^64 bytes (a `tensor.empty` of 2^62 + 1 `f32`s,
    whether its sizes are static or arrive at run time) was allocated
    modulo 2^64, a few bytes, and written out of bounds. This pass puts a
    `split.check` before every allocation of an identity-layout memref whose
    byte size can overflow: the program then ends with the allocation's shape
    on stderr and exit status 1, as when the allocator runs out of memory. A
    size of 0 in any dimension makes the buffer empty and the check true; a
    static shape that always overflows is also reported as a compile-time
    warning. Not tied to an ONNX op or opset: it guards every allocation of
    the JIT pipeline.

    ```mlir
    %m = memref.alloc(%n) : memref<?x2xf32>
    // gets before it (and an "or %n == 0")
    %lo, %hi = arith.mului_extended %c8_i64, %n_i64 : i64
    %fits = arith.cmpi eq, %hi, %c0_i64 : i64
    split.check %fits, "out of memory allocating a buffer of shape [{0}, 2] and 4-byte elements: more than 2^64 bytes"(%n : index)
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::split::SplitDialect"
  ];
}

def SplitAssertToCheck : Pass<"split-assert-to-check"> {
  let summary = "Turn cf.assert into split.check";
  let description = [{
    `cf.assert` lowers to `abort()`: a signal, a stack dump and lost stdout.
    `split.check` lowers to a call that prints the message on stderr and
    exits with status 1, so the JIT pipeline rewrites every `cf.assert` into
    it (with `{` escaped as `{{`, since the message has no values). It is not
    tied to an ONNX op or opset: upstream lowerings emit the asserts.

    ```mlir
    cf.assert %ok, "index out of bounds"
    // becomes
    split.check %ok, "index out of bounds"
    ```
  }];
  let dependentDialects = ["::mlir::split::SplitDialect"];
}

#endif // SPLIT_DIALECT_SPLIT_TRANSFORMS_PASSES_TD
