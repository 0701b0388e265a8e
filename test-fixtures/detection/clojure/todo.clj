(ns todo.core)

(def todos (atom []))

(defn add-todo! [text]
  (swap! todos conj {:id (count @todos) :text text :done false}))

(defn complete! [id]
  (swap! todos (fn [ts] (mapv #(if (= (:id %) id) (assoc % :done true) %) ts))))

(defn remaining []
  (count (remove :done @todos)))

(add-todo! "buy milk")
(add-todo! "learn clojure")
(complete! 0)
(println (remaining) "left")
(doseq [{:keys [id text done]} @todos]
  (println id (if done "[x]" "[ ]") text))
