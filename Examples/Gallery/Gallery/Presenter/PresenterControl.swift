import UIKit

@MainActor
protocol PresenterControlDelegate: AnyObject {
    func fetchData()
}

/// Seed 002: a custom object in ViewController.storyboard's scene. Interface Builder connects the scene's
/// views to its outlets and its actions, and the table view's data source to it.
@MainActor
final class PresenterControl: NSObject {
    weak var delegate: PresenterControlDelegate?

    var list: [SampleModel] = [] {
        didSet { tableView.reloadData() }
    }

    @IBOutlet private weak var vcView: UIView!
    @IBOutlet private weak var sampleLabel: UILabel!
    @IBOutlet private weak var tableView: UITableView!

    @IBAction private func configureLabel() {
        sampleLabel.text = "サンプルです"
    }

    @IBAction private func changeBackGroundColor(_ sender: UIButton) {
        vcView.backgroundColor = Bool.random() ? .systemRed : .systemBlue
    }

    @IBAction private func fetchData(_ sender: UIButton) {
        delegate?.fetchData()
    }
}

extension PresenterControl: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        list.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // A handful of rows, as in the seed: cells are made here rather than registered and reused.
        let model = list[indexPath.row]
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = UIListContentConfiguration.valueCell()
        content.text = model.title
        content.secondaryText = model.subTitle
        cell.contentConfiguration = content
        return cell
    }
}
