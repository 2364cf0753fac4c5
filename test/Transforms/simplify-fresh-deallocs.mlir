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
