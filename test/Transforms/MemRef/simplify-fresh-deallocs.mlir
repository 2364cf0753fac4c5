// RUN: split-opt %s --split-simplify-fresh-deallocs --split-input-file | FileCheck %s

// All retained values are fresh allocations: every listed buffer that is
// also retained leaves the list (it is never freed here); a buffer that is
// not retained stays. A result that is used learns the condition of the
// buffer that left (arith.ori), an unused one does not.
// CHECK-LABEL: func.func @fresh
// CHECK-SAME: (%[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[B:.*]] = bufferization.clone %[[A]]
// CHECK: %[[T:.*]] = memref.alloc() : memref<8xf32>
// CHECK: %[[R:.*]]:2 = bufferization.dealloc (%[[T]] : memref<8xf32>) if (%[[D]]) retain (%[[A]], %[[B]] : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT: %[[OR:.*]] = arith.ori %[[R]]#1, %[[C]] : i1
// CHECK-NEXT: return %[[A]], %[[B]], %[[OR]]
func.func @fresh(%c: i1, %d: i1) -> (memref<4xf32>, memref<4xf32>, i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  %t = memref.alloc() : memref<8xf32>
  %r:2 = bufferization.dealloc (%a, %t, %b : memref<4xf32>, memref<8xf32>, memref<4xf32>) if (%c, %d, %c) retain (%a, %b : memref<4xf32>, memref<4xf32>)
  return %a, %b, %r#1 : memref<4xf32>, memref<4xf32>, i1
}

// -----

// Left alone: a retained value that is not an allocation of its own (a
// function argument, a view), and duplicates in the retain list.
// CHECK-LABEL: func.func @not_fresh
// CHECK: bufferization.dealloc (%[[A:.*]], %[[B:.*]] : memref<4xf32>, memref<4xf32>) if (%{{.*}}, %{{.*}}) retain (%[[A]], %{{.*}} : memref<4xf32>, memref<4xf32>)
// CHECK: bufferization.dealloc (%[[A]], %[[B]] : memref<4xf32>, memref<4xf32>) if (%{{.*}}, %{{.*}}) retain (%[[A]], %{{.*}} : memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>)
// CHECK: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%{{.*}}) retain (%[[A]], %[[A]] : memref<4xf32>, memref<4xf32>)
func.func @not_fresh(%x: memref<4xf32>, %c: i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %v = memref.subview %b[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %0:2 = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%a, %x : memref<4xf32>, memref<4xf32>)
  %1:2 = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%a, %v : memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>)
  %2:2 = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%a, %a : memref<4xf32>, memref<4xf32>)
  return
}

// -----

// A caller freeing what a call returned: @two returns two fresh allocations
// on every path, so the call's results (and their base buffers) are
// distinct allocations, as is the caller's own buffer; the dealloc of the
// three becomes one dealloc each, with its own condition (upstream lowers a
// dealloc of several buffers to a run-time alias check, straight-line code
// per buffer: issue 21). One freed unconditionally is a memref.dealloc.
// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[C:.*]]: i1)
// CHECK: %[[T:.*]] = memref.alloc() : memref<8xf32>
// CHECK: %[[R:.*]]:2 = call @two(%[[C]])
// CHECK: %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[R]]#1
// CHECK-NEXT: bufferization.dealloc (%[[T]] : memref<8xf32>) if (%[[C]]){{$}}
// CHECK-NEXT: memref.dealloc %[[R]]#0 : memref<4xf32>
// CHECK-NEXT: bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[C]]){{$}}
// CHECK-NEXT: return
func.func @two(%c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = memref.alloc() : memref<4xf32>
  return %a, %b : memref<4xf32>, memref<4xf32>
^bb2:
  %d = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  return %a, %d : memref<4xf32>, memref<4xf32>
}
func.func @caller(%c: i1) {
  %true = arith.constant true
  %t = memref.alloc() : memref<8xf32>
  %r:2 = call @two(%c) : (i1) -> (memref<4xf32>, memref<4xf32>)
  %base, %offset, %size, %stride = memref.extract_strided_metadata %r#1 : memref<4xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%t, %r#0, %base : memref<8xf32>, memref<4xf32>, memref<f32>) if (%c, %true, %c)
  return
}

// -----

// Not split: a callee that may return its argument, or the same buffer
// twice; a call result listed twice (itself and its base buffer); a buffer
// that is a view; a dealloc that also retains (the first part of the pass).
// CHECK-LABEL: func.func @not_distinct
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) if
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) if
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<f32>) if
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<2xf32, strided<[1], offset: 2>>) if
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) if (%{{.*}}, %{{.*}}) retain
func.func @maybe_argument(%x: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %x : memref<4xf32>, memref<4xf32>
}
func.func @twice() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %a : memref<4xf32>, memref<4xf32>
}
func.func @one() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @not_distinct(%x: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %r:2 = call @maybe_argument(%x) : (memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  bufferization.dealloc (%r#0, %r#1 : memref<4xf32>, memref<4xf32>) if (%c, %c)
  %s:2 = call @twice() : () -> (memref<4xf32>, memref<4xf32>)
  bufferization.dealloc (%s#0, %s#1 : memref<4xf32>, memref<4xf32>) if (%c, %c)
  %o = call @one() : () -> memref<4xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %o : memref<4xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%o, %base : memref<4xf32>, memref<f32>) if (%c, %c)
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  %b = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%b, %v : memref<4xf32>, memref<2xf32, strided<[1], offset: 2>>) if (%c, %c)
  %p = call @one() : () -> memref<4xf32>
  %q = call @one() : () -> memref<4xf32>
  %k:2 = bufferization.dealloc (%p, %q : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%x, %q : memref<4xf32>, memref<4xf32>)
  return %a : memref<4xf32>
}

// -----

// Through casts: a function returning its fresh buffers with the type it
// declares (an ONNX graph's outputs of unknown shape) retains the casts;
// they are the buffers all the same, so the dealloc frees nothing, and its
// callers' deallocs of the results split as for @two.
// CHECK-LABEL: func.func @cast_results
// CHECK: %[[A:.*]] = memref.alloc() : memref<1x2xf32>
// CHECK: %[[B:.*]] = memref.alloc() : memref<1x2xf32>
// CHECK: %[[CA:.*]] = memref.cast %[[A]]
// CHECK: %[[CB:.*]] = memref.cast %[[B]]
// CHECK-NEXT: %{{.*}}:2 = bufferization.dealloc retain (%[[CA]], %[[CB]] : memref<?x2xf32>, memref<?x2xf32>)
// CHECK-NEXT: return %[[CA]], %[[CB]]
func.func @cast_results() -> (memref<?x2xf32>, memref<?x2xf32>) {
  %true = arith.constant true
  %a = memref.alloc() : memref<1x2xf32>
  %b = memref.alloc() : memref<1x2xf32>
  %ca = memref.cast %a : memref<1x2xf32> to memref<?x2xf32>
  %cb = memref.cast %b : memref<1x2xf32> to memref<?x2xf32>
  %r:2 = bufferization.dealloc (%a, %b : memref<1x2xf32>, memref<1x2xf32>) if (%true, %true) retain (%ca, %cb : memref<?x2xf32>, memref<?x2xf32>)
  return %ca, %cb : memref<?x2xf32>, memref<?x2xf32>
}
// The metadata ops whose base buffers the dealloc listed are erased with it
// (canonicalisation would fold each of them first, expensively).
// CHECK-LABEL: func.func @cast_caller
// CHECK: %[[R:.*]]:2 = call @cast_results()
// CHECK-NEXT: memref.dealloc %[[R]]#0 : memref<?x2xf32>
// CHECK-NEXT: memref.dealloc %[[R]]#1 : memref<?x2xf32>
// CHECK-NEXT: return
func.func @cast_caller() {
  %true = arith.constant true
  %r:2 = call @cast_results() : () -> (memref<?x2xf32>, memref<?x2xf32>)
  %b0, %o0, %s0:2, %t0:2 = memref.extract_strided_metadata %r#0 : memref<?x2xf32> -> memref<f32>, index, index, index, index, index
  %b1, %o1, %s1:2, %t1:2 = memref.extract_strided_metadata %r#1 : memref<?x2xf32> -> memref<f32>, index, index, index, index, index
  bufferization.dealloc (%b0, %b1 : memref<f32>, memref<f32>) if (%true, %true)
  return
}

// -----

// As ownership-based deallocation leaves a function returning the results of
// a split, before canonicalisation: the dealloc lists base buffers
// (memref.extract_strided_metadata) of the retained allocations, which are
// the same buffers: they leave the list, and their metadata ops, unused
// now, are erased. The argument's base buffer (condition false) stays,
// and so does its metadata op.
// CHECK-LABEL: func.func @base_buffers
// CHECK-SAME: (%[[X:.*]]: memref<2x4xf32>)
// CHECK-NEXT: %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<1x4xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<1x4xf32>
// CHECK-NEXT: %[[XB:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %[[X]]
// CHECK-NEXT: %{{.*}}:2 = bufferization.dealloc (%[[XB]] : memref<f32>) if (%[[FALSE]]) retain (%[[A]], %[[B]] : memref<1x4xf32>, memref<1x4xf32>)
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @base_buffers(%x: memref<2x4xf32>) -> (memref<1x4xf32>, memref<1x4xf32>) {
  %false = arith.constant false
  %true = arith.constant true
  %a = memref.alloc() : memref<1x4xf32>
  %b = memref.alloc() : memref<1x4xf32>
  %xb, %xo, %xs:2, %xt:2 = memref.extract_strided_metadata %x : memref<2x4xf32> -> memref<f32>, index, index, index, index, index
  %ab, %ao, %as:2, %at:2 = memref.extract_strided_metadata %a : memref<1x4xf32> -> memref<f32>, index, index, index, index, index
  %bb, %bo, %bs:2, %bt:2 = memref.extract_strided_metadata %b : memref<1x4xf32> -> memref<f32>, index, index, index, index, index
  %r:2 = bufferization.dealloc (%xb, %ab, %bb : memref<f32>, memref<f32>, memref<f32>) if (%false, %true, %true) retain (%a, %b : memref<1x4xf32>, memref<1x4xf32>)
  return %a, %b : memref<1x4xf32>, memref<1x4xf32>
}

// -----

// Its caller, before canonicalisation: the dealloc also lists the base buffer
// of an argument under a constant false condition, which frees nothing and
// leaves, and so do the metadata ops, all unused now; the call's results
// split off as for @caller.
// CHECK-LABEL: func.func @false_condition
// CHECK-SAME: (%[[X:.*]]: memref<2x4xf32>)
// CHECK: %[[R:.*]]:2 = call @base_buffers(%[[X]])
// CHECK-NEXT: memref.dealloc %[[R]]#0 : memref<1x4xf32>
// CHECK-NEXT: memref.dealloc %[[R]]#1 : memref<1x4xf32>
// CHECK-NEXT: return
func.func private @base_buffers(%x: memref<2x4xf32>) -> (memref<1x4xf32>, memref<1x4xf32>) {
  %a = memref.alloc() : memref<1x4xf32>
  %b = memref.alloc() : memref<1x4xf32>
  return %a, %b : memref<1x4xf32>, memref<1x4xf32>
}
func.func @false_condition(%x: memref<2x4xf32>) {
  %false = arith.constant false
  %true = arith.constant true
  %r:2 = call @base_buffers(%x) : (memref<2x4xf32>) -> (memref<1x4xf32>, memref<1x4xf32>)
  %xb, %xo, %xs:2, %xt:2 = memref.extract_strided_metadata %x : memref<2x4xf32> -> memref<f32>, index, index, index, index, index
  %b0, %o0, %s0:2, %t0:2 = memref.extract_strided_metadata %r#0 : memref<1x4xf32> -> memref<f32>, index, index, index, index, index
  %b1, %o1, %s1:2, %t1:2 = memref.extract_strided_metadata %r#1 : memref<1x4xf32> -> memref<f32>, index, index, index, index, index
  bufferization.dealloc (%xb, %b0, %b1 : memref<f32>, memref<f32>, memref<f32>) if (%false, %true, %true)
  return
}
