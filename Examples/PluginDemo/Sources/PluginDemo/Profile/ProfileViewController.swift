#if canImport(UIKit)
import IBKit
import UIKit

/// Follows the convention (ProfileViewController.storyboard, initial scene) and declares `Storyboardable` by
/// hand: `ibkit gen` reads this file and does not declare the conformance a second time.
final class ProfileViewController: UIViewController, Storyboardable, UITableViewDataSource {
    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView(frame: view.bounds)
        // ProfileCell is `Nibable` through the generated file only: this registers ProfileCell.xib.
        table.register(ProfileCell.self)
        table.dataSource = self
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(ProfileCell.self, for: indexPath)
    }
}

/// The cell of ProfileCell.xib; its `Nibable` conformance is generated.
final class ProfileCell: UITableViewCell {
    @IBOutlet private weak var nameLabel: UILabel!
}
#endif
