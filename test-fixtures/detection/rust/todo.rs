use std::collections::HashMap;

#[derive(Debug)]
enum Status {
    Todo,
    Done,
}

struct TodoList {
    items: HashMap<u32, (String, Status)>,
    next_id: u32,
}

impl TodoList {
    fn new() -> Self {
        TodoList { items: HashMap::new(), next_id: 1 }
    }

    fn add(&mut self, title: &str) -> u32 {
        let id = self.next_id;
        self.items.insert(id, (title.to_string(), Status::Todo));
        self.next_id += 1;
        id
    }

    fn complete(&mut self, id: u32) -> Option<()> {
        let item = self.items.get_mut(&id)?;
        item.1 = Status::Done;
        Some(())
    }
}

fn main() {
    let mut list = TodoList::new();
    let a = list.add("learn ownership");
    list.add("read the book");
    list.complete(a);
    for (id, (title, status)) in &list.items {
        println!("{id}: {title} [{status:?}]");
    }
}
