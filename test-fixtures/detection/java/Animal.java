abstract class Animal {
    protected String name;

    Animal(String name) {
        this.name = name;
    }

    abstract String sound();

    void speak() {
        System.out.println(name + " says " + sound());
    }
}

class Dog extends Animal {
    Dog(String name) {
        super(name);
    }

    @Override
    String sound() {
        return "Woof";
    }
}

class Cat extends Animal {
    Cat(String name) {
        super(name);
    }

    @Override
    String sound() {
        return "Meow";
    }
}

public class Zoo {
    public static void main(String[] args) {
        Animal[] animals = {new Dog("Rex"), new Cat("Tom")};
        for (Animal a : animals) {
            a.speak();
        }
    }
}
