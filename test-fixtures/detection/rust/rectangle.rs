#[derive(Debug, Clone, Copy)]
struct Rectangle {
    width: u32,
    height: u32,
}

impl Rectangle {
    fn new(width: u32, height: u32) -> Self {
        Self { width, height }
    }

    fn area(&self) -> u32 {
        self.width * self.height
    }

    fn can_hold(&self, other: &Rectangle) -> bool {
        self.width > other.width && self.height > other.height
    }

    fn square(size: u32) -> Self {
        Self::new(size, size)
    }
}

fn main() {
    let big = Rectangle::new(30, 50);
    let small = Rectangle::square(10);
    println!("big = {:?}, area {}", big, big.area());
    println!("Can big hold small? {}", big.can_hold(&small));
}
