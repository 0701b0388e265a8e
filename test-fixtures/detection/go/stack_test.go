package stack

import "testing"

func TestPushPop(t *testing.T) {
	var s Stack[int]
	s.Push(1)
	s.Push(2)
	if got, ok := s.Pop(); !ok || got != 2 {
		t.Fatalf("Pop() = %v, %v; want 2, true", got, ok)
	}
	if s.Len() != 1 {
		t.Errorf("Len() = %d; want 1", s.Len())
	}
}

func TestEmpty(t *testing.T) {
	var s Stack[string]
	if _, ok := s.Pop(); ok {
		t.Error("Pop on empty stack should fail")
	}
}
