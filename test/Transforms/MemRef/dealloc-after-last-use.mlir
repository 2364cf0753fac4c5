// RUN: split-opt %s --pass-pipeline='builtin.module(func.func(split-dealloc-after-last-use))' --split-input-file | FileCheck %s

// A chain of calls returning fresh buffers (what ownership-based
// deallocation leaves): each buffer is freed right after the call that
// reads it, not all at the end. %0 and %1 are freed in this block, so they
// are distinct allocations and do not alias the buffers before them.
func.func private @step(memref<?xf32>) -> memref<?xf32>
func.func private @print(memref<?xf32>)
// CHECK-LABEL: func.func @chain
// CHECK-SAME:    (%[[A:.*]]: memref<?xf32>)
// CHECK-NEXT:    %[[X:.*]] = memref.alloc
// CHECK-NEXT:    memref.copy %[[A]], %[[X]]
// CHECK-NEXT:    %[[C:.*]] = memref.cast %[[X]]
// CHECK-NEXT:    %[[R0:.*]] = call @step(%[[C]])
// CHECK-NEXT:    memref.dealloc %[[X]] : memref<4xf32>
// CHECK-NEXT:    %[[R1:.*]] = call @step(%[[R0]])
// CHECK-NEXT:    memref.dealloc %[[R0]] : memref<?xf32>
// CHECK-NEXT:    call @print(%[[R1]])
// CHECK-NEXT:    memref.dealloc %[[R1]] : memref<?xf32>
// CHECK-NEXT:    return
func.func @chain(%a: memref<?xf32>) {
  %x = memref.alloc() : memref<4xf32>
  memref.copy %a, %x : memref<?xf32> to memref<4xf32>
  %c = memref.cast %x : memref<4xf32> to memref<?xf32>
  %r0 = call @step(%c) : (memref<?xf32>) -> memref<?xf32>
  %r1 = call @step(%r0) : (memref<?xf32>) -> memref<?xf32>
  call @print(%r1) : (memref<?xf32>) -> ()
  memref.dealloc %x : memref<4xf32>
  memref.dealloc %r0 : memref<?xf32>
  memref.dealloc %r1 : memref<?xf32>
  return
}

// -----

// A call result that this block does not free may alias the call's
// operands (the callee may return a view of its argument): the buffer lives
// until that result's last use. A view's last use counts as the buffer's.
func.func private @view(memref<?xf32>) -> memref<?xf32>
func.func private @print(memref<?xf32>)
// CHECK-LABEL: func.func @aliases
// CHECK:         %[[X:.*]] = memref.alloc
// CHECK:         %[[Y:.*]] = memref.alloc
// CHECK-NEXT:    %[[S:.*]] = memref.subview %[[Y]][1] [2] [1]
// CHECK-NEXT:    %[[V:.*]] = call @view(%[[X]])
// CHECK-NEXT:    call @print(%[[V]])
// CHECK-NEXT:    memref.dealloc %[[X]] : memref<?xf32>
// CHECK-NEXT:    %[[C:.*]] = memref.cast %[[S]]
// CHECK-NEXT:    %[[D:.*]] = memref.cast %[[C]]
// CHECK-NEXT:    call @print(%[[D]])
// CHECK-NEXT:    memref.dealloc %[[Y]] : memref<4xf32>
// CHECK-NEXT:    call @print(%[[X2:.*]])
// CHECK-NEXT:    return
func.func @aliases(%n: index, %other: memref<?xf32>) {
  %x = memref.alloc(%n) : memref<?xf32>
  %y = memref.alloc() : memref<4xf32>
  %s = memref.subview %y[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %v = call @view(%x) : (memref<?xf32>) -> memref<?xf32>
  call @print(%v) : (memref<?xf32>) -> ()
  %c = memref.cast %s : memref<2xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
  %d = memref.cast %c : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32>
  call @print(%d) : (memref<?xf32>) -> ()
  call @print(%other) : (memref<?xf32>) -> ()
  memref.dealloc %x : memref<?xf32>
  memref.dealloc %y : memref<4xf32>
  return
}

// -----

// A use in a nested region (a loop's body) keeps the dealloc where it is:
// the pass follows no alias through regions. A buffer nothing uses is freed
// right after its allocation.
// CHECK-LABEL: func.func @nested
// CHECK:         %[[X:.*]] = memref.alloc
// CHECK-NEXT:    %[[Y:.*]] = memref.alloc
// CHECK-NEXT:    scf.for
// CHECK:           memref.load %[[X]]
// CHECK:           memref.store %{{.*}}, %[[Y]]
// CHECK:         }
// CHECK-NEXT:    %[[Z:.*]] = memref.alloc
// CHECK-NEXT:    memref.dealloc %[[Z]]
// CHECK-NEXT:    memref.dealloc %[[X]]
// CHECK-NEXT:    memref.dealloc %[[Y]]
// CHECK-NEXT:    return
func.func @nested(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.alloc(%n) : memref<?xf32>
  %y = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<?xf32>
    memref.store %v, %y[%i] : memref<?xf32>
  }
  %z = memref.alloc() : memref<4xf32>
  memref.dealloc %x : memref<?xf32>
  memref.dealloc %y : memref<?xf32>
  memref.dealloc %z : memref<4xf32>
  return
}

// -----

// The buffer's address leaves the memref values the pass follows: the
// dealloc stays where ownership-based deallocation put it.
func.func private @use(index)
// CHECK-LABEL: func.func @address
// CHECK:         memref.extract_aligned_pointer_as_index
// CHECK-NEXT:    arith.constant
// CHECK-NEXT:    call @use
// CHECK-NEXT:    memref.dealloc
// CHECK-NEXT:    return
func.func @address(%n: index) {
  %x = memref.alloc(%n) : memref<?xf32>
  %p = memref.extract_aligned_pointer_as_index %x : memref<?xf32> -> index
  %c = arith.constant 1 : index
  call @use(%p) : (index) -> ()
  memref.dealloc %x : memref<?xf32>
  return
}

// -----

// Aliases the walk down cannot see: a select of the buffer is freed, and
// the buffer it selects is read after the select's last use (the walk
// goes up to the select's operands); an scf.if yields the buffer from its
// regions (results of ops with regions stay); the buffer is stored into
// memory, or wrapped in a tensor (its address leaves the memrefs). Each
// dealloc stays last.
// CHECK-LABEL: func.func @select
// CHECK:         memref.load %alloc[
// CHECK-NEXT:    memref.dealloc
// CHECK-NEXT:    arith.addf
// CHECK-LABEL: func.func @if
// CHECK:         memref.load %alloc[
// CHECK-NEXT:    memref.dealloc
// CHECK-NEXT:    arith.addf
// CHECK-LABEL: func.func @stored
// CHECK:         memref.load %{{.*}}[%c0]
// CHECK-NEXT:    memref.dealloc
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @wrapped
// CHECK:         tensor.extract
// CHECK-NEXT:    memref.dealloc
// CHECK-NEXT:    return
func.func @select(%p: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.alloc() : memref<4xf32>
  %s = arith.select %p, %x, %x : memref<4xf32>
  %a = memref.load %s[%c0] : memref<4xf32>
  %b = memref.load %x[%c0] : memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @if(%p: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.alloc() : memref<4xf32>
  %s = scf.if %p -> memref<4xf32> {
    scf.yield %x : memref<4xf32>
  } else {
    scf.yield %x : memref<4xf32>
  }
  %a = memref.load %s[%c0] : memref<4xf32>
  %b = memref.load %x[%c0] : memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @stored(%box: memref<memref<4xf32>>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.alloc() : memref<4xf32>
  memref.store %x, %box[] : memref<memref<4xf32>>
  %y = memref.load %box[] : memref<memref<4xf32>>
  %v = memref.load %y[%c0] : memref<4xf32>
  memref.dealloc %x : memref<4xf32>
  return %v : f32
}
func.func @wrapped() -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.alloc() : memref<4xf32>
  %t = bufferization.to_tensor %x : memref<4xf32> to tensor<4xf32>
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  memref.dealloc %x : memref<4xf32>
  return %v : f32
}

// -----

// A block argument may alias a value of a dominating block (here a view
// read after the argument's last use): the dealloc stays.
// CHECK-LABEL: func.func @argument
// CHECK:         ^bb1(%[[A:.*]]: memref<4xf32>):
// CHECK-NEXT:      memref.store %{{.*}}, %[[A]]
// CHECK-NEXT:      memref.load
// CHECK-NEXT:      memref.dealloc %[[A]]
// CHECK-NEXT:      return
func.func @argument() -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %x = memref.alloc() : memref<4xf32>
  %v = memref.subview %x[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  cf.br ^bb1(%x : memref<4xf32>)
^bb1(%a: memref<4xf32>):
  memref.store %f, %a[%c0] : memref<4xf32>
  %r = memref.load %v[%c0] : memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %a : memref<4xf32>
  return %r : f32
}

// -----

// The other results of the call that made the buffer may alias it: the
// dealloc goes after their last use. A call result whose call reads a
// buffer the block does not free (a global, shared by every call) may be
// that buffer: it stays.
func.func private @two() -> (memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>)
func.func private @layer(memref<4xf32>, memref<4xf32>) -> memref<4xf32>
memref.global "private" constant @weights : memref<4xf32> = dense<1.0>
// CHECK-LABEL: func.func @siblings
// CHECK:         call @two()
// CHECK-NEXT:    memref.load
// CHECK-NEXT:    memref.load
// CHECK-NEXT:    memref.dealloc
// CHECK-NEXT:    arith.addf
// CHECK-LABEL: func.func @shared
// CHECK:         %[[R:.*]] = call @layer
// CHECK-NEXT:    memref.load %[[R]]
// CHECK-NEXT:    memref.load
// CHECK-NEXT:    memref.dealloc %[[R]]
// CHECK-NEXT:    arith.addf
func.func @siblings() -> f32 {
  %c0 = arith.constant 0 : index
  %a, %b = call @two() : () -> (memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>)
  %u = memref.load %a[%c0] : memref<4xf32>
  %v = memref.load %b[%c0] : memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %a : memref<4xf32>
  %r = arith.addf %u, %v : f32
  return %r : f32
}
func.func @shared(%x: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %w = memref.get_global @weights : memref<4xf32>
  %r = call @layer(%x, %w) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  %u = memref.load %r[%c0] : memref<4xf32>
  %v = memref.load %w[%c0] : memref<4xf32>
  memref.dealloc %r : memref<4xf32>
  %s = arith.addf %u, %v : f32
  return %s : f32
}
